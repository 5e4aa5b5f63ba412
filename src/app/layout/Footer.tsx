/** The footer on every page: who we are, where to go, how to reach us, and image credits. */
import { PAGE_PATHS, pageHref } from '../../../contract/routes';
import { Link } from 'react-router';
import logoUrl from '../../../public/images/logo.webp';
import './footer.css';

const COMPANY_LINKS = [
  { to: PAGE_PATHS.home, label: 'Home' },
  { to: PAGE_PATHS.about, label: 'About us' },
  { to: PAGE_PATHS.menu, label: 'Delivery' },
  { to: pageHref(PAGE_PATHS.about, {}, 'privacy'), label: 'Privacy policy' },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <Link to={PAGE_PATHS.home} className="footer__logo">
            <img src={logoUrl} alt="Tomato home" width="129" height="36" />
          </Link>
          <p>
            Fresh salads, rolls, pasta, noodles and desserts, cooked to order and brought hot to
            your door.
          </p>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer__heading">
            Company
          </h2>
          <ul className="footer__list">
            {COMPANY_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__heading">
            Get in touch
          </h2>
          <ul className="footer__list">
            <li>
              <a href="tel:+912124567890">+91 212 456 7890</a>
            </li>
            <li>
              <a href="mailto:contact@tomato.example">contact@tomato.example</a>
            </li>
          </ul>
        </section>
      </div>
      <div className="container footer__bottom">
        <p>© {year} Tomato. All rights reserved.</p>
        <p>Dish renders: Microsoft Fluent Emoji, MIT.</p>
      </div>
    </footer>
  );
}
