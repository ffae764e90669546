// Runs before the first paint. A file rather than an inline script, so the
// Content-Security-Policy can refuse every inline script.
// Apply the stored theme (no light flash in dark mode).
if (localStorage.getItem("theme") === "dark") document.documentElement.classList.add("dark");
// Name the address, so index.html's stylesheet shows the static copy of this
// screen's heading until the application has rendered it
// (src/components/layout/first-screen.ts).
document.documentElement.dataset.path = location.pathname;
document.documentElement.dataset.query = location.search;

{
  // The built index.html names the application's module and its imports here
  // rather than in tags of its own (vite.config.ts): they are asked for once
  // the first screen has painted, so the heading's paint never waits for
  // 150 kB of script on a slow connection. The dev server keeps its own tag.
  const app = document.currentScript && document.currentScript.dataset;
  if (app && app.entry) {
    const load = () => {
      for (const href of (app.preload || "").split(" ").filter(Boolean)) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.href = href;
        document.head.append(link);
      }
      const script = document.createElement("script");
      script.type = "module";
      script.crossOrigin = "";
      script.src = app.entry;
      document.head.append(script);
    };
    // Once the static first screen is on the glass (the browser's first
    // contentful paint); at once when this address has none, in a hidden tab
    // (which paints nothing), or in a browser without paint timing.
    let loaded = false;
    const once = () => {
      if (loaded) return;
      loaded = true;
      load();
    };
    document.addEventListener("DOMContentLoaded", () => {
      const shell = document.getElementById("shell");
      const painting = shell && getComputedStyle(shell).display !== "none" && !document.hidden;
      if (!painting || !(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return once();
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        once();
      }).observe({ type: "paint", buffered: true });
      setTimeout(once, 3000);
    });
  }
}
