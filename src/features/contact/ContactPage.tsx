/**
 * /Contact: the contact form, how else to reach us, and when the kitchen is open. The hours are
 * the ones staff set, from the server (docs/product.md#pages); until they
 * arrive (and in the prerendered page) their place holds a skeleton, so no hours are claimed that
 * the shop may have changed.
 */
import { useShopInfoQuery } from '../../store/shop/shopApi';
import { describeHours } from '../../../contract/shop-rules';
import { ContactForm } from './ContactForm';
import './ContactPage.css';

function WorkingHours() {
  const shop = useShopInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  if (shop.data)
    return (
      <ul className="contact__hours">
        {describeHours(shop.data.settings.hours).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
  if (shop.isError)
    return (
      <div className="contact__hours-failed" role="alert">
        <p>We couldn’t load our hours. Please check your connection.</p>
        <button type="button" className="button button--quiet" onClick={() => void shop.refetch()}>
          Try again
        </button>
      </div>
    );
  return (
    <div className="contact__hours contact__hours--loading" aria-busy="true">
      <span className="skeleton contact__hours-line" />
      <span className="skeleton contact__hours-line" />
      <span className="visually-hidden">Loading our hours…</span>
    </div>
  );
}

export function ContactPage() {
  return (
    <div className="page container contact">
      <header className="contact__intro">
        <h1 className="page-title">Contact Us</h1>
        <p className="lead">
          A question about an order, feedback on a dish, or a party to cater? Write to us and we
          will answer within a day.
        </p>
      </header>
      <div className="contact__layout">
        <ContactForm />
        <aside className="contact__info" aria-label="Other ways to reach us">
          <section className="contact__block card" aria-labelledby="contact-details">
            <h2 id="contact-details" className="section-title">
              Contact information
            </h2>
            <dl className="contact__details">
              <div>
                <dt>Address</dt>
                <dd>
                  <address>
                    Tomato Kitchen, 21 Residency Road
                    <br />
                    Bengaluru 560025, India
                  </address>
                </dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href="tel:+912124567890">+91 212 456 7890</a>
                </dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>
                  <a href="mailto:contact@tomato.example">contact@tomato.example</a>
                </dd>
              </div>
            </dl>
          </section>
          <section className="contact__block card" aria-labelledby="contact-hours">
            <h2 id="contact-hours" className="section-title">
              Working hours
            </h2>
            <WorkingHours />
          </section>
        </aside>
      </div>
    </div>
  );
}
