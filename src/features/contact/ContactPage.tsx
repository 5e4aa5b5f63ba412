/** /Contact: the contact form, how else to reach us, and when the kitchen is open. */
import { ContactForm } from './ContactForm';
import './ContactPage.css';

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
            <ul className="contact__hours">
              <li>Mon-Sat 9 AM to 9 PM</li>
              <li>Sun 10 AM to 6 PM</li>
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
