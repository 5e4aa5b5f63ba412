/** The shop's main pages, in the header and in the mobile menu alike. */
import { PAGE_PATHS } from '../../../contract/routes';
export const NAV_LINKS = [
  { to: PAGE_PATHS.home, label: 'Home', end: true },
  { to: PAGE_PATHS.menu, label: 'Menu', end: false },
  { to: PAGE_PATHS.about, label: 'About Us', end: false },
  { to: PAGE_PATHS.contact, label: 'Contact Us', end: false },
] as const;
