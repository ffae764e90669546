// Runs before the first paint. A file rather than an inline script, so the
// Content-Security-Policy can refuse every inline script.
// Apply the stored theme (no light flash in dark mode).
if (localStorage.getItem("theme") === "dark") document.documentElement.classList.add("dark");
// Name the address, so index.html's stylesheet shows the static copy of this
// screen's heading until the application has rendered it
// (src/components/layout/first-screen.ts).
document.documentElement.dataset.path = location.pathname;
document.documentElement.dataset.query = location.search;
