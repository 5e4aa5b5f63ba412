/**
 * The kitchen ticket of one order, laid out for 80 mm receipt printers (kitchen-ticket.css): the
 * order number, the due time, each line with its options and note in large type, and the address
 * or 'Pickup'. Only the ticket prints; on screen it is hidden. `usePrinting` prints it through the
 * browser's print dialog, by a press on 'Print' or, when this device is set to, on each order
 * accepted here (kept in this browser: localStorage).
 */
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { KitchenOrder } from '../../../contract/api';
import { describeLine } from '../../../contract/options';
import { useKitchenShopQuery } from './pauseApi';
import './kitchen-ticket.css';

const AUTO_PRINT_KEY = 'kitchen.autoPrint';

function dueText(order: KitchenOrder, timeZone: string | undefined): string {
  if (!order.dueAt) return 'As soon as possible';
  const due = new Date(order.dueAt);
  if (Number.isNaN(due.getTime())) return '';
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  return `Due ${time.format(due)}`;
}

export function PrintTicket({ order }: { order: KitchenOrder }) {
  const { data: shop } = useKitchenShopQuery();
  const timeZone = shop?.settings.timeZone;
  const { address } = order;
  return createPortal(
    <section className="kitchen-ticket" aria-hidden="true" data-order={order._id}>
      <p className="kitchen-ticket__number">#{order.number}</p>
      <p className="kitchen-ticket__due">{dueText(order, timeZone)}</p>
      <ul className="kitchen-ticket__lines">
        {order.lines.map((line, index) => (
          <li key={index}>
            <span className="kitchen-ticket__quantity">{line.quantity} x</span>{' '}
            {describeLine(line.name, line.options ?? [])}
            {line.note && <span className="kitchen-ticket__note">“{line.note}”</span>}
          </li>
        ))}
      </ul>
      {order.fulfilment === 'pickup' ? (
        <p className="kitchen-ticket__where">
          Pickup: {address.firstname} {address.lastname}, {address.phone}
        </p>
      ) : (
        <p className="kitchen-ticket__where">
          {address.firstname} {address.lastname}
          <br />
          {address.street}, {address.city} {address.zipcode}
          <br />
          {address.phone}
        </p>
      )}
    </section>,
    document.body,
  );
}

function readAutoPrint(): boolean {
  try {
    return localStorage.getItem(AUTO_PRINT_KEY) === 'on';
  } catch {
    return false;
  }
}

/** The order whose ticket is printing, and this device's 'print accepted orders' setting. */
export function usePrinting() {
  const [printing, setPrinting] = useState<KitchenOrder | null>(null);
  const [autoPrint, setAutoPrintState] = useState(readAutoPrint);
  useEffect(() => {
    if (!printing) return;
    // Printed once the ticket is on the page; the dialog blocks until it is closed.
    const timer = setTimeout(() => {
      window.print();
      setPrinting(null);
    }, 0);
    return () => clearTimeout(timer);
  }, [printing]);
  const setAutoPrint = useCallback((on: boolean) => {
    setAutoPrintState(on);
    try {
      localStorage.setItem(AUTO_PRINT_KEY, on ? 'on' : 'off');
    } catch {
      // Private mode without storage: the setting lasts while the page is open.
    }
  }, []);
  return { printing, print: setPrinting, autoPrint, setAutoPrint };
}

/** 'Print accepted orders' on this device. */
export function AutoPrintSetting({
  on,
  onChange,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="kitchen__auto-print">
      <input type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked)} />{' '}
      Print each accepted order (this device)
    </label>
  );
}
