/**
 * /kitchen: the staff console (docs/product.md#the-order-board, #the-staff-console). Staff only:
 * it is drawn only once the server has sent the order board (a visitor, or a shopper refused with
 * 403, sees 'Staff only.' with Sign In). Six views, chosen by `?view=`: today's orders (three
 * columns by status, kept current by the kitchen's stream: a new paid order is highlighted,
 * announced politely and sounds its alert until acknowledged once sound is on, whichever view is
 * open; the board's own header: KitchenHeader), the menu, promo codes,
 * the shop's settings, its delivery areas and reports (loaded with that view only).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { KitchenOrder } from '../../../contract/api';
import { KITCHEN_MESSAGES } from '../../../contract/kitchen-messages';
import { ROUTE_MESSAGES } from '../../../contract/route-messages';
import { PAGE_PATHS, pageHref } from '../../../contract/routes';
import { NEXT_STATUS } from '../../../contract/kitchen-rules';
import { errorMessage } from '../../api/apiSlice';
import type { StreamState } from '../../api/orderStream';
import { SignInNotice } from '../../components/SignInNotice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../lib/notify';
import { selectIsLoggedIn, selectUserId } from '../../store/session/sessionSlice';
import { selectVisitorKnown } from '../../store/uiSlice';
import { CancelDialog } from './CancelDialog';
import { LoadFailed } from './ConsoleForm';
import { KitchenCard } from './KitchenCard';
import {
  BOARD_STATUSES,
  COLUMN_TITLES,
  columnOf,
  kitchenApi,
  placeOnBoard,
  useKitchenAdvanceMutation,
  useKitchenOrdersQuery,
} from './kitchenApi';
import { MenuView } from './MenuView';
import { PromoView } from './PromoView';
import { ReviewsView } from './ReviewsView';
import { AreasView } from './AreasView';
import { isScheduled, ScheduledColumn } from './ScheduledColumn';
import { SettingsView } from './SettingsView';
import { KitchenHeader } from './KitchenHeader';
import { AutoPrintSetting, PrintTicket } from './PrintTicket';
import { useAcceptance } from './useAcceptance';
import { useBoardStream, useNewOrders } from './useBoard';
import { useChime, type NewOrderAlert } from './useChime';
import { useMinuteClock } from './sincePaid';
import './kitchen.css';
import './kitchen-board.css';
import './console.css';

/** Reports, with its chart library, load only when the view opens. */
const ReportsView = lazy(() => import(/* webpackChunkName: "reports" */ './ReportsView'));

/** The console's views, as `?view=` names them ('orders' is the bare /kitchen). */
const VIEWS = [
  { view: 'orders', label: 'Orders' },
  { view: 'menu', label: 'Menu' },
  { view: 'promos', label: 'Promo codes' },
  { view: 'reviews', label: 'Reviews' },
  { view: 'settings', label: 'Settings' },
  { view: 'areas', label: 'Delivery areas' },
  { view: 'reports', label: 'Reports' },
] as const;

type View = (typeof VIEWS)[number]['view'];

function useView(): View {
  const [params] = useSearchParams();
  const wanted = params.get('view');
  return VIEWS.find(({ view }) => view === wanted)?.view ?? 'orders';
}

function ConsoleNav({ current }: { current: View }) {
  return (
    <nav className="console-nav" aria-label="Kitchen">
      <ul className="console-nav__list">
        {VIEWS.map(({ view, label }) => (
          <li key={view}>
            <Link
              className="console-nav__link"
              to={pageHref(PAGE_PATHS.kitchen, { view: view === 'orders' ? undefined : view })}
              aria-current={view === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Title() {
  return (
    <h1 id="kitchen-title" className="page-title">
      Kitchen
    </h1>
  );
}

function StaffOnly() {
  return (
    <div className="page container kitchen">
      <SignInNotice title={KITCHEN_MESSAGES.staffOnly}>
        <p>Log in with a staff account to see the order board.</p>
        <p>
          <Link className="button button--quiet" to={PAGE_PATHS.home}>
            Back to the shop
          </Link>
        </p>
      </SignInNotice>
    </div>
  );
}

/**
 * Today's orders. Kept mounted while another view is open (hidden), so the stream keeps it
 * current and a new order still chimes and is announced.
 */
function Board({
  orders,
  board,
  shown,
  chime,
  resync,
  onStreamState,
}: {
  orders: KitchenOrder[];
  board: string;
  shown: boolean;
  /** How the kitchen's stream is doing, for the header. */
  onStreamState: (state: StreamState) => void;
  /** New orders reached the board: the alert sounds until they are acknowledged. */
  chime: (orders: NewOrderAlert[]) => void;
  /** Fetches the board again (the stream is back after a break, or half a minute went by). */
  resync: () => void;
}) {
  const dispatch = useAppDispatch();
  const now = useMinuteClock();
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<KitchenOrder | null>(null);
  const [advance, { isLoading: advancing, originalArgs }] = useKitchenAdvanceMutation();
  const refetch = useBoardStream(board, { resync, onStreamState });
  const newIds = useNewOrders(orders, chime, setAnnouncement);

  async function moveOn(order: KitchenOrder) {
    const to = NEXT_STATUS[order.status];
    if (to !== 'Out for delivery' && to !== 'Delivered') return;
    const result = await advance({ orderId: order._id, to });
    if ('data' in result && result.data) {
      setAnnouncement(`Order #${order.number}: ${to}`);
      setFocusId(order._id);
      return;
    }
    const status = result.error && 'status' in result.error ? result.error.status : undefined;
    if (status === 409) refetch();
    notify.error(errorMessage(result.error, ROUTE_MESSAGES.serverError));
  }

  const acceptance = useAcceptance({
    orders,
    now,
    announce: setAnnouncement,
    refetch,
    focus: setFocusId,
  });

  function refundFailed(order: KitchenOrder) {
    dispatch(
      kitchenApi.util.updateQueryData('kitchenOrders', board, (draft) => {
        placeOnBoard(draft, { ...order, status: 'Cancelled', refunded: false });
      }),
    );
  }

  const card = (order: KitchenOrder) => (
    <KitchenCard
      key={order._id}
      order={order}
      now={now}
      isNew={newIds.has(order._id)}
      sending={
        (advancing && originalArgs?.orderId === order._id) || acceptance.accepting(order._id)
      }
      takeFocus={focusId === order._id}
      onAdvance={(shownCard) => void moveOn(shownCard)}
      onCancel={setCancelling}
      onAccept={acceptance.accept}
      onPrint={acceptance.print}
    />
  );

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className="kitchen__board" hidden={!shown}>
        <ScheduledColumn orders={orders} now={now} onCancel={setCancelling} />
        {BOARD_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            orders={orders.filter((order) => columnOf(order) === status && !isScheduled(order))}
            card={card}
          />
        ))}
      </div>
      {shown && <AutoPrintSetting on={acceptance.autoPrint} onChange={acceptance.setAutoPrint} />}
      {acceptance.printing && <PrintTicket order={acceptance.printing} />}
      {cancelling && (
        <CancelDialog
          order={cancelling}
          onClose={() => setCancelling(null)}
          onRefundFailed={refundFailed}
          onConflict={refetch}
        />
      )}
    </>
  );
}

/** One column of the board: its title with its count, and its cards. */
function BoardColumn({
  status,
  orders,
  card,
}: {
  status: (typeof BOARD_STATUSES)[number];
  orders: readonly KitchenOrder[];
  card: (order: KitchenOrder) => ReactNode;
}) {
  const id = `kitchen-column-${status.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section className="kitchen__column" aria-labelledby={id}>
      <h2 id={id} className="kitchen__column-title">
        {COLUMN_TITLES[status]} <span className="kitchen__count">({orders.length})</span>
      </h2>
      {orders.length === 0 ? (
        <p className="kitchen__empty">No orders.</p>
      ) : (
        <ul className="kitchen__cards">{orders.map(card)}</ul>
      )}
    </section>
  );
}

function Console({
  orders,
  board,
  resync,
}: {
  orders: KitchenOrder[];
  board: string;
  resync: () => void;
}) {
  const view = useView();
  const sound = useChime();
  const [connection, setConnection] = useState<StreamState>('connecting');
  return (
    <section className="page container kitchen" aria-labelledby="kitchen-title">
      <KitchenHeader sound={sound} connection={connection} nav={<ConsoleNav current={view} />} />
      <Board
        orders={orders}
        board={board}
        shown={view === 'orders'}
        chime={sound.chime}
        resync={resync}
        onStreamState={setConnection}
      />
      {view === 'menu' && <MenuView />}
      {view === 'promos' && <PromoView />}
      {view === 'reviews' && <ReviewsView />}
      {view === 'settings' && <SettingsView />}
      {view === 'areas' && <AreasView />}
      {view === 'reports' && (
        <Suspense fallback={<p role="status">Loading the reports…</p>}>
          <ReportsView />
        </Suspense>
      )}
    </section>
  );
}

export function KitchenPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const visitorKnown = useAppSelector(selectVisitorKnown);
  const board = useAppSelector(selectUserId) ?? '';
  const { data, error, isError, refetch } = useKitchenOrdersQuery(board, {
    skip: !loggedIn || !visitorKnown,
  });
  const refused = error && 'status' in error && (error.status === 403 || error.status === 401);

  if (visitorKnown && (!loggedIn || refused)) return <StaffOnly />;
  if (data && !isError)
    return <Console orders={data} board={board} resync={() => void refetch()} />;
  if (isError) {
    return (
      <div className="page container kitchen">
        <LoadFailed level={1} what="the board" error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  return (
    <section className="page container kitchen" aria-labelledby="kitchen-title" aria-busy="true">
      <Title />
      <p role="status">Loading the board…</p>
    </section>
  );
}
