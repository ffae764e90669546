import * as React from "react";
import { showApp } from "./first-screen";

/** Rendered beside a screen: in the commit that puts the screen on the page,
 * index.html's static copy of its heading gives way to it (first-screen.ts). */
export function ShowApp() {
  React.useLayoutEffect(showApp, []);
  return null;
}

/** The screen, rendered after the frame around it in React's time slices
 * (a deferred value) rather than in one long task with it: on a phone the
 * first render of a screen held the main thread for 100 to 300 ms (issue
 * 24, Lighthouse's total blocking time). The static first screen stays up
 * meanwhile, and gives way when the screen commits. */
export function DeferredScreen({ children }: { children: React.ReactNode }) {
  const ready = React.useDeferredValue(true, false);
  if (!ready) return null;
  return (
    <>
      {children}
      <ShowApp />
    </>
  );
}
