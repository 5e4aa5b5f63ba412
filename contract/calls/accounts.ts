/** Accounts: signing up and in, sessions, passwords, the profile and the address book. */
import * as ENDPOINTS from '../endpoints/accounts';
import {
  ChangePasswordBody,
  CHANGE_PASSWORD_MESSAGES,
  ChangePasswordReply,
  FORGOT_PASSWORD_MESSAGES,
  ForgotPasswordBody,
  LoginBody,
  LOGIN_MESSAGES,
  LoginReply,
  ProfileReply,
  RegisterBody,
  REGISTER_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  ResetPasswordBody,
} from '../schemas/accounts';
import {
  AddressBookReply,
  AddressIdBody,
  SAVE_ADDRESS_MESSAGES,
  SaveAddressBody,
} from '../schemas/addresses';
import { Done, replies } from '../schemas/common';
import { call, type EndpointsIn, BODY_REFUSALS, SIGNED_IN } from './call';

export const ACCOUNT_CALLS = {
  register: call({
    ...ENDPOINTS.register,
    summary: 'Create an account',
    tag: 'accounts',
    signedIn: false,
    body: RegisterBody,
    messages: REGISTER_MESSAGES,
    response: replies({ 201: Done }, [...BODY_REFUSALS, 409, 429, 503]),
  }),
  login: call({
    ...ENDPOINTS.login,
    summary: 'Log in: a session token',
    tag: 'accounts',
    signedIn: false,
    body: LoginBody,
    messages: LOGIN_MESSAGES,
    response: replies({ 200: LoginReply }, [...BODY_REFUSALS, 401, 429, 503]),
  }),
  forgotPassword: call({
    ...ENDPOINTS.forgotPassword,
    summary:
      'Email a single-use link (30 minutes) to reset the password; the same reply whether or not an account uses the address',
    tag: 'accounts',
    signedIn: false,
    body: ForgotPasswordBody,
    messages: FORGOT_PASSWORD_MESSAGES,
    response: replies({ 200: Done }, [...BODY_REFUSALS, 429, 503]),
  }),
  resetPassword: call({
    ...ENDPOINTS.resetPassword,
    summary:
      "Set a new password with an emailed link's token: every session of the account ends, and the reply logs in",
    tag: 'accounts',
    signedIn: false,
    body: ResetPasswordBody,
    messages: RESET_PASSWORD_MESSAGES,
    response: replies({ 200: LoginReply }, [...BODY_REFUSALS, 410, 429, 503]),
  }),
  logout: call({
    ...ENDPOINTS.logout,
    summary: 'End this session',
    tag: 'accounts',
    signedIn: true,
    response: replies({ 200: Done }, SIGNED_IN),
  }),
  logoutAll: call({
    ...ENDPOINTS.logoutAll,
    summary: 'End every session of the account',
    tag: 'accounts',
    signedIn: true,
    response: replies({ 200: Done }, SIGNED_IN),
  }),
  changePassword: call({
    ...ENDPOINTS.changePassword,
    summary: 'Change the password; every other session ends',
    tag: 'accounts',
    signedIn: true,
    body: ChangePasswordBody,
    messages: CHANGE_PASSWORD_MESSAGES,
    response: replies({ 200: ChangePasswordReply }, [...SIGNED_IN, 403, 429, 503]),
  }),
  profile: call({
    ...ENDPOINTS.profile,
    summary: "The account's name and email, and its latest delivery address (to fill checkout)",
    tag: 'accounts',
    signedIn: true,
    response: replies({ 200: ProfileReply }, [401]),
  }),
  addressList: call({
    ...ENDPOINTS.addressList,
    summary: "The account's address book (up to 10), the latest used first",
    tag: 'accounts',
    signedIn: true,
    response: replies({ 200: AddressBookReply }, [401]),
  }),
  addressSave: call({
    ...ENDPOINTS.addressSave,
    summary: 'Add an address to the book (refused when it holds 10) or change one, with its name',
    tag: 'accounts',
    signedIn: true,
    body: SaveAddressBody,
    messages: SAVE_ADDRESS_MESSAGES,
    response: replies({ 200: AddressBookReply }, [...SIGNED_IN, 404, 409]),
  }),
  addressRemove: call({
    ...ENDPOINTS.addressRemove,
    summary: 'Remove an address from the book',
    tag: 'accounts',
    signedIn: true,
    body: AddressIdBody,
    response: replies({ 200: AddressBookReply }, [...SIGNED_IN, 404]),
  }),
  addressDefault: call({
    ...ENDPOINTS.addressDefault,
    summary: 'Make an address the default, the one checkout starts from',
    tag: 'accounts',
    signedIn: true,
    body: AddressIdBody,
    response: replies({ 200: AddressBookReply }, [...SIGNED_IN, 404]),
  }),
} as const satisfies EndpointsIn;
