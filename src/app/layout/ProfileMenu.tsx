/**
 * The signed-in shopper's menu (menu button pattern): Enter, Space or ArrowDown opens it on the
 * first item, ArrowUp on the last; arrows, Home and End move; Escape closes it and returns focus
 * to the button; Tab or a click elsewhere closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_PATHS } from '../../../contract/routes';
import { useAppSelector } from '../../store/hooks';
import { selectUsername } from '../../store/session/sessionSlice';
import { useLogOut } from '../../components/useLogOut';
import { ChevronDownIcon, LogoutIcon, OrdersIcon, UserIcon } from './profileIcons';
import './profile-menu.css';

/** A key in the open menu: arrows, Home and End move; Escape closes it here, Tab moves on. */
function menuKey(
  event: KeyboardEvent<HTMLUListElement>,
  list: readonly HTMLButtonElement[],
  close: (returnFocus: boolean) => void,
) {
  const index = list.indexOf(document.activeElement as HTMLButtonElement);
  const moveTo = (next: number) => list[(next + list.length) % list.length]?.focus();
  switch (event.key) {
    case 'ArrowDown':
      moveTo(index + 1);
      break;
    case 'ArrowUp':
      moveTo(index - 1);
      break;
    case 'Home':
      moveTo(0);
      break;
    case 'End':
      moveTo(list.length - 1);
      break;
    case 'Escape':
      close(true);
      break;
    case 'Tab':
      close(false);
      return;
    default:
      return;
  }
  event.preventDefault();
}

export function ProfileMenu() {
  const username = useAppSelector(selectUsername);
  const logout = useLogOut();
  const navigate = useNavigate();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<HTMLButtonElement[]>([]);

  const items = [
    { label: 'Orders', icon: <OrdersIcon />, run: () => navigate(PAGE_PATHS.myOrders) },
    { label: 'Account', icon: <UserIcon />, run: () => navigate(PAGE_PATHS.account) },
    { label: 'Logout', icon: <LogoutIcon />, run: () => logout() },
  ];

  useEffect(() => {
    if (!open) return;
    const list = itemsRef.current;
    (focusAt === 'first' ? list[0] : list[list.length - 1])?.focus();
    function onPointerDown(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, focusAt]);

  function openAt(position: 'first' | 'last') {
    setFocusAt(position);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  }

  return (
    <div className="profile" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button profile__button"
        aria-label="Profile"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <UserIcon />
        <ChevronDownIcon />
      </button>
      {open && (
        <div className="profile__popup">
          {username && (
            <p className="profile__name">
              Signed in as <strong>{username}</strong>
            </p>
          )}
          <ul
            id={menuId}
            role="menu"
            aria-label="Profile"
            onKeyDown={(event) => menuKey(event, itemsRef.current, close)}
          >
            {items.map((item, index) => (
              <li key={item.label} role="none">
                <button
                  ref={(element) => {
                    if (element) itemsRef.current[index] = element;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="profile__item"
                  onClick={() => {
                    // Every item takes the shopper elsewhere, so focus is not sent back here.
                    close(false);
                    item.run();
                  }}
                >
                  {item.icon}
                  {item.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
