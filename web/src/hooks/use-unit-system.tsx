// The signed-in user's display units (/configuracion, issue 24 item 3). The
// server keeps no per-user settings, so the choice lives in this browser's
// local storage under the user's account (docs/decisions/2026-11-27-display-units.md).
// The choice is made on /configuracion, where no number field is open; the
// other screens read it when they mount.
import * as React from "react";
import { useMe, type Me } from "@/lib/session";
import { DEFAULT_UNIT_SYSTEM, isUnitSystem, setUnitSystem, type UnitSystem } from "@/lib/units";

const STORAGE_PREFIX = "fichas_unidades:";

/** The storage key of a person: the account's id, else its e-mail; the one
 * local user of a server without sign-in is 'local'. */
export function unitStorageKey(me: Pick<Me, "subject" | "email"> | null | undefined): string {
  return STORAGE_PREFIX + (me?.subject ?? me?.email ?? "local");
}

export function storedUnitSystem(key: string): UnitSystem {
  try {
    const value = localStorage.getItem(key);
    return isUnitSystem(value) ? value : DEFAULT_UNIT_SYSTEM;
  } catch {
    return DEFAULT_UNIT_SYSTEM;
  }
}

interface Units {
  system: UnitSystem;
  setSystem: (system: UnitSystem) => void;
}

const UnitSystemContext = React.createContext<Units>({ system: DEFAULT_UNIT_SYSTEM, setSystem: () => {} });

export function useUnitSystem(): UnitSystem {
  return React.useContext(UnitSystemContext).system;
}

export function useSetUnitSystem(): (system: UnitSystem) => void {
  return React.useContext(UnitSystemContext).setSystem;
}

export function UnitSystemProvider({ children }: { children: React.ReactNode }) {
  const { data: me } = useMe();
  const key = unitStorageKey(me);
  const [chosen, setChosen] = React.useState<{ key: string; system: UnitSystem }>(() => ({ key, system: storedUnitSystem(key) }));
  // Another person signed in: their own choice.
  const system = chosen.key === key ? chosen.system : storedUnitSystem(key);
  if (chosen.key !== key) setChosen({ key, system });
  // Plain functions (figures in tables and utils) print with it too.
  setUnitSystem(system);
  const setSystem = React.useCallback(
    (next: UnitSystem) => {
      try {
        localStorage.setItem(key, next);
      } catch {
        // Private mode without storage: the choice lasts this visit.
      }
      setChosen({ key, system: next });
    },
    [key],
  );
  const value = React.useMemo(() => ({ system, setSystem }), [system, setSystem]);
  return <UnitSystemContext.Provider value={value}>{children}</UnitSystemContext.Provider>;
}

/** For tests: a fixed system without storage. */
export function FixedUnitSystem({ system, children }: { system: UnitSystem; children: React.ReactNode }) {
  setUnitSystem(system);
  const value = React.useMemo(() => ({ system, setSystem: () => {} }), [system]);
  return <UnitSystemContext.Provider value={value}>{children}</UnitSystemContext.Provider>;
}
