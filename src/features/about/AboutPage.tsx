/** /About: who Tomato is, what it stands for, and how shoppers' details are treated. */
import { PAGE_PATHS } from '../../../contract/routes';
import { Link } from 'react-router';
import './AboutPage.css';

const VALUES = [
  {
    title: 'Fresh every day',
    text: 'Vegetables arrive every morning from farms near the city, and nothing sits under a lamp. If it is on the menu, it was cooked after you ordered it.',
  },
  {
    title: 'Honest prices',
    text: 'What you see on the menu is what you pay, plus a flat delivery fee shown before you check out. No surprises at the door.',
  },
  {
    title: 'Care for people',
    text: 'Our cooks and riders are paid fairly and treated well. Happy kitchens make better food, and it shows on the plate.',
  },
  {
    title: 'Less waste',
    text: 'We cook to order, compost our peelings and pack in paper and card wherever we can.',
  },
];

export function AboutPage() {
  return (
    <div className="page container about">
      <header className="about__intro">
        <h1 className="page-title">About Tomato</h1>
        <p className="lead">
          Tomato began in 2019 as a small kitchen with one stove, four cooks and a simple idea: food
          that tastes like someone made it for you, delivered while it is still hot. Today we cook
          salads, rolls, pasta, noodles, cakes and desserts for thousands of neighbours, and the
          idea has not changed.
        </p>
      </header>

      <div className="about__pillars">
        <section className="about__card card" aria-labelledby="about-mission">
          <h2 id="about-mission" className="section-title">
            Our Mission
          </h2>
          <p>
            To bring good, freshly cooked food to every table, at a fair price, with a smile at the
            door. Every order is cooked when you place it and packed so it arrives the way it left
            our kitchen.
          </p>
        </section>
        <section className="about__card card" aria-labelledby="about-vision">
          <h2 id="about-vision" className="section-title">
            Our Vision
          </h2>
          <p>
            A city where a wholesome meal is never more than a few taps away, and where ordering in
            means eating well, supporting local growers and wasting less.
          </p>
        </section>
      </div>

      <section className="about__values" aria-labelledby="about-values">
        <h2 id="about-values" className="section-title">
          Our Values
        </h2>
        <ul className="about__value-list">
          {VALUES.map((value) => (
            <li key={value.title} className="about__value">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="privacy" className="about__privacy" aria-labelledby="about-privacy">
        <h2 id="about-privacy" className="section-title">
          Your privacy
        </h2>
        <p>
          We ask only for what it takes to cook and deliver your order: your name, email, delivery
          address and phone number. We use them for your orders and to answer your messages, never
          sell them, and never see your card details — payments are handled by our payment provider.
          To have your account or your messages removed, write to us from the contact page.
        </p>
      </section>

      <section className="about__contact card" aria-labelledby="about-contact">
        <h2 id="about-contact" className="section-title">
          Questions, ideas, a birthday to cater?
        </h2>
        <p>We read every message and answer within a day.</p>
        <Link className="button" to={PAGE_PATHS.contact}>
          Contact Us
        </Link>
      </section>
    </div>
  );
}
