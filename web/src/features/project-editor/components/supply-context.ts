import * as React from "react";

/** The project's supply (V, Hz): it chooses the compressors' coefficient sets
 * in the pick lists and the selection as in the calculation (issue 27). */
export interface Supply {
  voltage: number | null;
  frequency: number | null;
}

export const SupplyContext = React.createContext<Supply>({ voltage: null, frequency: null });
