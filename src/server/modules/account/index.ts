// The account module's public face: the stored interface language, which the server's e-mails are written in.
export { storedLanguage } from './account.repo';
