/** The app-download banner at the foot of the home page. */
import appStoreUrl from '../../../public/images/app-store.webp';
import googlePlayUrl from '../../../public/images/google-play.webp';

export function AppPromo() {
  return (
    <section className="app-promo container" aria-labelledby="app-promo-title">
      <h2 id="app-promo-title" className="app-promo__title">
        For Better Experience Download <br />
        Tomato App
      </h2>
      <div className="app-promo__badges">
        <a href="https://play.google.com/store" rel="noopener noreferrer">
          <img src={googlePlayUrl} alt="Get it on Google Play" width="160" height="46" />
        </a>
        <a href="https://www.apple.com/app-store/" rel="noopener noreferrer">
          <img src={appStoreUrl} alt="Download on the App Store" width="160" height="46" />
        </a>
      </div>
    </section>
  );
}
