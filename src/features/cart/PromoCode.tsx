/** The promo-code box. No codes exist yet (docs/product.md#cart), so it says so politely. */
import { useState, type FormEvent } from 'react';

export function PromoCode() {
  const [note, setNote] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote('Promo codes are coming soon.');
  }

  return (
    <form className="promo" onSubmit={onSubmit}>
      <label htmlFor="promo-code" className="promo__label">
        If you have a promo code, Enter it here
      </label>
      <div className="promo__row">
        <input id="promo-code" className="input" name="promo" autoComplete="off" />
        <button type="submit" className="button promo__submit">
          Submit
        </button>
      </div>
      <p className="promo__note" role="status">
        {note}
      </p>
    </form>
  );
}
