/**
 * Name, email and message, checked by the shop's own rules (messages as toasts, docs/product.md#the-contact-form)
 * and stored by the server. The form clears only once the message is safely sent.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { CONTACT_MESSAGE_MAX, NAME_MAX } from '../../../contract/rules';
import { errorMessage } from '../../api/apiSlice';
import { useSendContactMutation } from './contactApi';
import { notify } from '../../lib/notify';
import { PAGE_MESSAGES } from '../../../contract/messages';
import { validateContact } from '../../lib/validation';
import { TextField } from '../../components/TextField';

const EMPTY = { name: '', email: '', message: '' };

export function ContactForm() {
  const [sendContact, { isLoading: sending }] = useSendContactMutation();
  const [fields, setFields] = useState(EMPTY);
  const busy = useRef(false);

  function change(field: keyof typeof EMPTY, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const problem = validateContact(fields.name, fields.email, fields.message);
    if (problem) {
      notify.error(problem);
      return;
    }
    busy.current = true;
    try {
      await sendContact({
        name: fields.name.trim(),
        email: fields.email.trim(),
        message: fields.message.trim(),
      }).unwrap();
      setFields(EMPTY);
      notify.success(PAGE_MESSAGES.messageSent);
    } catch (error) {
      notify.error(errorMessage(error as FetchBaseQueryError, PAGE_MESSAGES.somethingWrong));
    } finally {
      busy.current = false;
    }
  }

  return (
    // The shop's own messages replace the browser's validation bubbles.
    <form
      className="contact__form card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="section-title">
        Send us a message
      </h2>
      <TextField
        id="contact-name"
        label="Name"
        name="name"
        autoComplete="name"
        maxLength={NAME_MAX}
        required
        value={fields.name}
        onValueChange={(value) => change('name', value)}
      />
      <TextField
        id="contact-email"
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={fields.email}
        onValueChange={(value) => change('email', value)}
      />
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          className="input contact__message"
          name="message"
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          required
          value={fields.message}
          onChange={(event) => change('message', event.target.value)}
        />
      </div>
      <button type="submit" className="button contact__submit" disabled={sending}>
        Send Message
      </button>
    </form>
  );
}
