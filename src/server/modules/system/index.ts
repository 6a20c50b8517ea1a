// The system module's public face: the registration switch, read by sign-up and written by the console, CLI and seed.
export { isRegistrationEnabled, REGISTRATION_KEY, setRegistrationEnabled } from './registration.repo';
