/**
 * The delivery fee and the total as /Cart and /PlaceOrder show them once the fee follows the
 * order (orderTerms.ts): a placeholder while the shop is asked, a dash where it does not deliver.
 */
import { formatRupees } from '../../../contract/rupees';
import { PendingAmount } from '../PendingAmount';
import type { Fee } from '../../store/shop/orderTerms';

/** `rupees` shown when `fee` is known; `pending` also waits (a promo code being checked). */
export function FeeText({
  fee,
  rupees,
  pending = false,
}: {
  fee: Fee;
  rupees: number;
  pending?: boolean;
}) {
  if (pending || fee === 'pending') return <PendingAmount />;
  if (fee === 'none')
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Not delivered to this PIN code</span>
      </>
    );
  return <>{formatRupees(rupees)}</>;
}
