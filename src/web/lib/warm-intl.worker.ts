// Formats one number and one date in the page's language, then ends: see warmIntl (./warm-intl.ts). Typed by hand:
// the worker library's types would replace the DOM's for the whole project.
const scope = self as unknown as { onmessage: (message: MessageEvent<string>) => void; close: () => void };
scope.onmessage = (message) => {
  const language = message.data;
  new Intl.NumberFormat(language).format(1234.5);
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.PluralRules(language).select(1);
  scope.close();
};

// A module of its own (a module worker), with nothing to export.
export {};
