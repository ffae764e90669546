// Apply the stored theme before the first paint (no light flash in dark mode).
// A file rather than an inline script, so the Content-Security-Policy can
// refuse every inline script.
if (localStorage.getItem("theme") === "dark") document.documentElement.classList.add("dark");
