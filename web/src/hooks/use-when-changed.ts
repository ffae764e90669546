import * as React from "react";

/**
 * Calls `onChange` during render when `value` is not the value of the previous
 * render (Object.is), so state that follows a prop (a dialog's fields reset
 * when it opens, an input's text when its number changes elsewhere) is
 * adjusted before React commits, without an effect and its extra render
 * (https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
 * Not called on the first render. `onChange` may only set state of the
 * component that calls the hook.
 */
export function useWhenChanged<T>(value: T, onChange: (value: T) => void) {
  const [previous, setPrevious] = React.useState(value);
  if (!Object.is(previous, value)) {
    setPrevious(value);
    onChange(value);
  }
}
