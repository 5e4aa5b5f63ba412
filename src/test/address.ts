/** A delivery address as the shop stores and sends it, for page tests that show one. */
import type { Address } from '../../contract/api';

export const ADDRESS: Address = {
  firstname: 'Asha',
  lastname: 'Rao',
  email: 'asha@example.com',
  street: '4 Lake View Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  country: 'India',
  phone: '+91 98450 12345',
};
