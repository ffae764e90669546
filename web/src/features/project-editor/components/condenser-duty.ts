import * as React from "react";

/** What the condenser pick list is ranked for (issue 22 item 4): the
 * project's refrigerant and the condenser load of the last successful
 * calculation in kW (Σ(Q + P) plus oil cooling), null before one. The
 * page provides it; the condensing unit's and the chiller's pickers read it
 * without every step in between carrying it. */
export interface CondenserDuty {
  refrigerant: string;
  condenserLoad: number | null;
}

export const CondenserDutyContext = React.createContext<CondenserDuty>({ refrigerant: "", condenserLoad: null });
