/** The shop's main pages, in the header and in the mobile menu alike. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/Menu', label: 'Menu', end: false },
  { to: '/About', label: 'About Us', end: false },
  { to: '/Contact', label: 'Contact Us', end: false },
] as const;
