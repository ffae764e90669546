// Dates and times as every screen shows them: dd/mm/aaaa, in local time.

// Made on first use: building a DateTimeFormat loads the locale's data
// (30 ms of /nuevo's 330 ms of script on the test machine), and
// most screens print no date.
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const dateOnly = () => (dateFormat ??= new Intl.DateTimeFormat("es-MX", { day: "2-digit", month: "2-digit", year: "numeric" }));
const dateAndTime = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat("es-MX", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }));

/** dd/mm/aaaa in local time; the text itself when it is not a date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly().format(date);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateAndTime().format(date);
}
