"""Writes the refrigerant reference dataset the Rust engine reads.

    python generate.py OUT_DIR

Source of truth: CoolProp (HEOS backend), pinned in requirements.txt. The
output is deterministic: same CoolProp, same bytes (floats are written with
9 significant digits, the check points come from a fixed seed).

Files written to OUT_DIR:
- refrigerants.json  saturation tables and superheated-vapour grids
- secondary.json     water, MPG and MEG properties for the chiller side
- check.json         random state points computed directly by CoolProp
- manifest.json      CoolProp version and SHA-256 of each file and of both
                     data files together (the dataset hash)
See ENGINEERING.md section 1 for the method.
"""

import hashlib
import json
import math
import random
import re
import sys
from pathlib import Path

import CoolProp
import CoolProp.CoolProp as CP

import metadata as M

SAT_STEP = 0.5  # K
SAT_T_MIN = -70.0  # degC
SH_T_STEP = 2.0  # K between saturation-temperature rows of the superheat grid
# Superheat columns, K: fine near saturation, where properties curve most
# (a uniform 5 K step misses 0.05 % by a factor 10 near the critical point).
SH_NODES = [float(x) for x in list(range(0, 9)) + list(range(10, 21, 2)) + list(range(25, 151, 5))]
SH_MAX = SH_NODES[-1]
CHECK_POINTS = 24  # per kind and refrigerant
K0 = 273.15


def sig(x, digits=9):
    """A float rounded to `digits` significant digits, or None."""
    if x is None or not math.isfinite(x):
        return None
    return float(f"{x:.{digits}g}")


def mass_to_mole(fluids, mass_fractions):
    molar = [CP.PropsSI("M", f) for f in fluids]
    n = [w / m for w, m in zip(mass_fractions, molar)]
    total = sum(n)
    return [x / total for x in n]


def state_for(code):
    """An AbstractState for a refrigerant, and its component list."""
    name, _type, _safety, coolprop, composition, _lfl, _eq = M.FLUIDS[code]
    if coolprop is None:
        # A blend CoolProp does not predefine: built from its components.
        comps = list(composition)
        fluids = [M.COMPONENTS[c][0] for c in comps]
        state = CoolProp.AbstractState("HEOS", "&".join(fluids))
        state.set_mass_fractions([composition[c] / 100 for c in comps])
        return state
    return CoolProp.AbstractState("HEOS", coolprop)


ESTIMATED_PAIRS = {}


def open_state(code):
    """state_for, applying CoolProp's Lorentz-Berthelot rule to any component
    pair it has no interaction parameters for (recorded in the entry)."""
    pairs = []
    for _ in range(10):
        try:
            state = state_for(code)
            ESTIMATED_PAIRS[code] = pairs
            return state
        except ValueError as error:
            match = re.search(r"binary pair \[([^,\]]+),([^\]]+)\]", str(error))
            if not match:
                raise
            cas1, cas2 = match.group(1), match.group(2)
            CP.apply_simple_mixing_rule(cas1, cas2, "Lorentz-Berthelot")
            pairs.append(f"{cas1}/{cas2}")
    raise RuntimeError(f"{code}: too many missing binary pairs")


def mass_fractions(state):
    try:
        return list(state.get_mass_fractions())
    except Exception:  # pure fluid
        return [1.0]


def critical_temperature(state):
    try:
        return state.T_critical()
    except Exception:
        points = [c for c in state.all_critical_points() if c.p > 0]
        return max(c.T for c in points)


def lower_limit(code, state):
    """The lowest table temperature: -70 degC or just above the highest
    component triple point, on the 0.5 K grid."""
    _n, _t, _s, _cp, composition, _l, _e = M.FLUIDS[code]
    if composition:
        triple = max(CP.PropsSI("Ttriple", M.COMPONENTS[c][0]) for c in composition)
    else:
        triple = state.Ttriple()
    t = max(SAT_T_MIN, triple - K0 + 0.01)
    return math.ceil(t / SAT_STEP) * SAT_STEP


class Saturation:
    """Bubble and dew states by temperature, continuing from the last
    converged state when CoolProp's flash fails on its own (blends)."""

    def __init__(self, state):
        self.state = state
        self.last = {0: None, 1: None}

    def update(self, q, t_kelvin):
        s = self.state
        try:
            s.update(CoolProp.QT_INPUTS, q, t_kelvin)
        except Exception:
            prev = self.last[q]
            if prev is None:
                raise
            g = CP.PyGuessesStructure()
            g.T = t_kelvin
            g.p = prev["p"] * math.exp(prev["dlnp_dT"] * (t_kelvin - prev["T"]))
            g.rhomolar_liq = prev["rl"]
            g.rhomolar_vap = prev["rv"]
            g.x = prev["x"]
            g.y = prev["y"]
            s.update_with_guesses(CoolProp.QT_INPUTS, q, t_kelvin, g)
        p = s.p()
        if not (p > 0 and math.isfinite(p)):
            raise ValueError("no pressure")
        prev = self.last[q]
        dlnp = 0.04 if prev is None else (math.log(p) - math.log(prev["p"])) / (t_kelvin - prev["T"])
        try:
            x, y = list(s.mole_fractions_liquid()), list(s.mole_fractions_vapor())
        except Exception:
            x = y = [1.0]
        self.last[q] = {
            "T": t_kelvin,
            "p": p,
            "dlnp_dT": dlnp,
            "rl": s.saturated_liquid_keyed_output(CoolProp.iDmolar),
            "rv": s.saturated_vapor_keyed_output(CoolProp.iDmolar),
            "x": x,
            "y": y,
        }
        return s


def transport(state):
    """Viscosity and conductivity of the current state, None where CoolProp fails."""
    out = []
    for f in (state.viscosity, state.conductivity):
        try:
            v = f()
            out.append(v if math.isfinite(v) and v > 0 else None)
        except Exception:
            out.append(None)
    return out


def component_saturated(component, t_kelvin, q):
    """Viscosity and conductivity of a pure component saturated at T, or None
    above its critical point."""
    fluid = M.COMPONENTS[component][0]
    if t_kelvin > CP.PropsSI("Tcrit", fluid) - 1:
        return None, None
    try:
        return CP.PropsSI("V", "T", t_kelvin, "Q", q, fluid), CP.PropsSI("L", "T", t_kelvin, "Q", q, fluid)
    except Exception:
        return None, None


def mixing_rule(composition, t_kelvin, q):
    """Mass-fraction weighted ln(mu) and linear k over the components
    (ENGINEERING.md section 1)."""
    ln_mu = 0.0
    k = 0.0
    for component, percent in composition.items():
        mu_i, k_i = component_saturated(component, t_kelvin, q)
        if mu_i is None or k_i is None:
            return None, None
        w = percent / 100
        ln_mu += w * math.log(mu_i)
        k += w * k_i
    return math.exp(ln_mu), k


def plausible(column, reference):
    """CoolProp's column agrees with the mixing rule within a factor 1.6."""
    pairs = [(a, b) for a, b in zip(column, reference) if a is not None and b is not None]
    if any(a is None for a, b in zip(column, reference) if b is not None):
        return False
    return all(0.625 < a / b < 1.6 for a, b in pairs)


def saturation_table(code, state):
    t_min = lower_limit(code, state)
    t_crit = critical_temperature(state) - K0
    t_max = math.floor((t_crit - 1.0) / SAT_STEP) * SAT_STEP
    sat = Saturation(state)
    cols = {k: [] for k in (
        "pBubble", "pDew", "rhoLiquid", "rhoVapour", "hLiquid", "hVapour", "sLiquid", "sVapour",
        "cpLiquid", "cpVapour", "muLiquid", "muVapour", "kLiquid", "kVapour")}
    temps = []
    n = int(round((t_max - t_min) / SAT_STEP)) + 1
    for i in range(n):
        t = t_min + i * SAT_STEP
        try:
            s = sat.update(0, t + K0)
            row = {"pBubble": s.p(), "rhoLiquid": s.rhomass(), "hLiquid": s.hmass(), "sLiquid": s.smass(), "cpLiquid": s.cpmass()}
            row["muLiquid"], row["kLiquid"] = transport(s)
            s = sat.update(1, t + K0)
            row.update({"pDew": s.p(), "rhoVapour": s.rhomass(), "hVapour": s.hmass(), "sVapour": s.smass(), "cpVapour": s.cpmass()})
            row["muVapour"], row["kVapour"] = transport(s)
        except Exception as error:
            print(f"  {code}: saturation stops at {t:.1f} degC ({str(error)[:60]})", file=sys.stderr)
            break
        temps.append(t)
        for k in cols:
            cols[k].append(row[k])
    sources = {k: "coolprop" for k in ("muLiquid", "muVapour", "kLiquid", "kVapour")}
    composition = M.FLUIDS[code][4]
    if composition:
        for q, mu_key, k_key in ((0, "muLiquid", "kLiquid"), (1, "muVapour", "kVapour")):
            rule = [mixing_rule(composition, t + K0, q) for t in temps]
            for key, idx in ((mu_key, 0), (k_key, 1)):
                reference = [r[idx] for r in rule]
                if not plausible(cols[key], reference):
                    cols[key] = reference
                    sources[key] = "mixing-rule"
    for k in cols:
        digits = 9 if k != "muLiquid" and k != "muVapour" and not k.startswith("k") else 6
        cols[k] = [sig(v, digits) for v in cols[k]]
    return {"tMin": t_min, "step": SAT_STEP, "columns": cols, "transportSources": sources}, temps, t_crit


def gas_state(state, p, t_kelvin, rho_guess):
    """A vapour state at (p, T): the gas-phase flash, else CoolProp's own
    phase detection, else a flash started from the neighbouring node's density.
    Leaves the gas phase specified."""
    try:
        state.update(CoolProp.PT_INPUTS, p, t_kelvin)
        return
    except Exception:
        pass
    state.unspecify_phase()
    try:
        state.update(CoolProp.PT_INPUTS, p, t_kelvin)
        if state.phase() not in (CoolProp.iphase_gas, CoolProp.iphase_supercritical_gas, CoolProp.iphase_supercritical):
            raise ValueError("not a vapour")
        return
    except Exception:
        if rho_guess is None:
            raise
        g = CP.PyGuessesStructure()
        g.T = t_kelvin
        g.p = p
        g.rhomolar = rho_guess / state.molar_mass()
        state.update_with_guesses(CoolProp.PT_INPUTS, p, t_kelvin, g)
    finally:
        state.specify_phase(CoolProp.iphase_gas)


# Where the superheat grid's last row is below the saturation table's top
# and below the highest condensing temperature a calculation accepts
# (62 degC), one more row is added above it, when that row still lies this
# far below the critical point: otherwise a condensing temperature between
# the last row and the table's top (R744 at 29 degC) had no vapour state,
# and no discharge temperature. Fluids with a higher critical point keep
# their grid unchanged.
SH_TOP_MARGIN = 0.5  # K below the critical temperature
COND_MAX = 62.0  # degC, section 9


def dew_state(state, t_from, t_sat):
    """The dew state at t_sat degC, continued from t_from: (p, rho, h, s, mu), or None."""
    sat = Saturation(state)
    try:
        sat.update(1, t_from + K0)
        d = sat.update(1, t_sat + K0)
        return d.p(), sig(d.rhomass()), sig(d.hmass()), sig(d.smass()), sig(transport(d)[0], 6)
    except Exception:
        return None


def superheat_grid(state, sat_table, t_crit):
    cols = sat_table["columns"]
    t_min = sat_table["tMin"]
    n_sat = len(cols["pDew"])
    t_top = t_min + (n_sat - 1) * SAT_STEP
    first = math.ceil(t_min / SH_T_STEP) * SH_T_STEP
    rows_t = []
    t = first
    while t <= t_top + 1e-9:
        rows_t.append(t)
        t += SH_T_STEP
    above = None
    last = rows_t[-1]
    if last < min(t_top, COND_MAX) - 1e-9 and last + SH_T_STEP < t_crit - SH_TOP_MARGIN:
        # Above the saturation table: the dew state straight from CoolProp.
        above = dew_state(state, t_top, last + SH_T_STEP)
        if above is not None:
            rows_t.append(last + SH_T_STEP)
    grid = {"rho": [], "h": [], "s": [], "mu": []}
    state.specify_phase(CoolProp.iphase_gas)
    for t_sat in rows_t:
        i = int(round((t_sat - t_min) / SAT_STEP))
        if i < n_sat:
            p = cols["pDew"][i]
            dew = (cols["rhoVapour"][i], cols["hVapour"][i], cols["sVapour"][i], cols["muVapour"][i])
        else:
            p, dew = above[0], above[1:]
        row = {k: [] for k in grid}
        for j, superheat in enumerate(SH_NODES):
            if j == 0:
                for k, v in zip(("rho", "h", "s", "mu"), dew):
                    row[k].append(v)
                continue
            try:
                gas_state(state, p, t_sat + K0 + superheat, row["rho"][-1])
                row["rho"].append(sig(state.rhomass()))
                row["h"].append(sig(state.hmass()))
                row["s"].append(sig(state.smass()))
                mu, _ = transport(state)
                row["mu"].append(sig(mu, 6))
            except Exception:
                for k in row:
                    row[k].append(None)
        for k in grid:
            grid[k].append(row[k])
    state.unspecify_phase()
    return {"tSatMin": first, "tSatStep": SH_T_STEP, "superheatNodes": SH_NODES, **grid}


def weighted(composition, index):
    total = 0.0
    for component, percent in composition.items():
        value = M.COMPONENTS[component][index]
        if value is None:
            if index in (1, 2) and component in M.NEGLIGIBLE_IN_BLENDS:
                continue
            return None
        total += percent / 100 * value
    return total


def library_entry(code, state, temps, sat, t_crit):
    name, family, safety, coolprop, composition, lfl, equipment = M.FLUIDS[code]
    # An LFL enters with its citation, and a flammable refrigerant without
    # one is listed with the reason (metadata.LFL_SOURCES, NO_LFL_SOURCE).
    assert (lfl is None) == (code not in M.LFL_SOURCES), f"{code}: LFL {lfl} and its source go together"
    assert safety.endswith("1") or lfl is not None or code in M.NO_LFL_SOURCE, f"{code}: flammable without an LFL"
    if composition:
        gwp4 = weighted(composition, 1)
        gwp5 = weighted(composition, 2)
        odp = weighted(composition, 3)
        expected = [c / 100 for c in composition.values()]
        actual = mass_fractions(state)
        # CoolProp may order components differently: compare the sorted shares.
        pairs = zip(sorted(actual), sorted(expected))
        assert len(actual) == len(expected) and all(abs(a - e) < 0.005 for a, e in pairs), (
            f"{code}: composition {expected} differs from CoolProp's {actual}")
    else:
        component = next((c for c, v in M.COMPONENTS.items() if c == code), None)
        gwp4, gwp5, odp = (M.COMPONENTS[code][1:] if component else (None, None, None))
    try:
        state.update(CoolProp.PQ_INPUTS, 101325, 0)
        nbp_bubble = state.T() - K0
        state.update(CoolProp.PQ_INPUTS, 101325, 1)
        nbp_dew = state.T() - K0
    except Exception:
        nbp_bubble = nbp_dew = None
    triple = None
    if not composition:
        triple = {"t": round(state.Ttriple() - K0, 2), "p": round(CP.PropsSI("ptriple", coolprop))}
        if triple["p"] > 101325:
            # No liquid at 1 atm (CO2 sublimes): CoolProp's figure there is a
            # metastable extrapolation, not a boiling point.
            nbp_bubble = nbp_dew = None
    normatives = ["EN 378", "ISO 5149"]
    if safety in ("A2L", "A2", "A3", "B2L", "B2", "B3"):
        normatives.append("IEC 60335-2-89")
    if safety == "A3":
        normatives.append("ATEX 2014/34/UE")
    if family in (M.HFC, M.HFO, M.BLEND) or (composition and any(c.startswith("R1") or c.startswith("R3") for c in composition)):
        if gwp4 is not None and gwp4 > 0 and code not in ("R717", "R744"):
            normatives.append("Reglamento (UE) 2024/573 (gases fluorados)")
    if odp:
        normatives.append("Protocolo de Montreal")
    round_or_none = lambda v, d: None if v is None else round(v, d)
    # GWPs round half up, as Regulation (EU) 2024/573 Annex I part 1 tabulates
    # them (R407F: 1824.5 is 1825, where Python's round-half-even gives 1824).
    gwp = lambda v: None if v is None else float(math.floor(v + 0.5))
    glide = None
    if composition and nbp_bubble is not None and nbp_dew is not None:
        glide = round(nbp_dew - nbp_bubble, 2)
    return {
        "code": code,
        "name": name,
        "type": family,
        "safetyClass": safety,
        "gwpAr4": gwp(gwp4),
        "gwpAr5": gwp(gwp5),
        "odp": round_or_none(odp, 4),
        "composition": [[c, pct] for c, pct in composition.items()] if composition else None,
        "normalBoilingPoint": round_or_none(nbp_bubble, 2),
        "normalBoilingPointDew": round_or_none(nbp_dew, 2) if composition else None,
        "glideAtAtmospheric": glide,
        "triplePoint": triple,
        "criticalTemperature": round(t_crit, 2),
        "criticalPressure": None,
        "lfl": lfl,
        "lflSource": M.LFL_SOURCES.get(code),
        "equipmentTypes": equipment,
        "normatives": normatives,
        "coolpropFluid": coolprop or "&".join(M.COMPONENTS[c][0] for c in composition),
        "estimatedBinaryPairs": ESTIMATED_PAIRS.get(code) or None,
    }


def check_points(code, state, sat_table, temps, rng):
    """Random points inside the tables, computed directly by CoolProp."""
    points = {"saturation": [], "superheat": []}
    sat = Saturation(state)
    t_lo, t_hi = temps[0], temps[-1]
    for _ in range(CHECK_POINTS):
        t = rng.uniform(t_lo, t_hi)
        try:
            # Warm the continuation from the nearest lower table temperature.
            base = t_lo + math.floor((t - t_lo) / SAT_STEP) * SAT_STEP
            sat.update(0, base + K0)
            s = sat.update(0, t + K0)
            pb, rl, hl = s.p(), s.rhomass(), s.hmass()
            sat.update(1, base + K0)
            s = sat.update(1, t + K0)
            pd, rv, hv = s.p(), s.rhomass(), s.hmass()
        except Exception:
            continue
        points["saturation"].append({"t": sig(t), "pBubble": sig(pb), "pDew": sig(pd), "rhoLiquid": sig(rl), "rhoVapour": sig(rv), "latentHeat": sig(hv - hl), "hLiquid": sig(hl), "hVapour": sig(hv)})
    grid_hi = t_lo + (len(temps) - 1) * SAT_STEP
    for _ in range(CHECK_POINTS):
        t_sat = rng.uniform(max(t_lo, math.ceil(t_lo / SH_T_STEP) * SH_T_STEP), grid_hi - SH_T_STEP)
        superheat = rng.uniform(0.5, SH_MAX - 5.0)
        try:
            base = t_lo + math.floor((t_sat - t_lo) / SAT_STEP) * SAT_STEP
            sat.update(1, base + K0)
            s = sat.update(1, t_sat + K0)
            p = s.p()
            hv_sat = s.hmass()
            sat.update(0, base + K0)
            hl = sat.update(0, t_sat + K0).hmass()
            state.specify_phase(CoolProp.iphase_gas)
            state.update(CoolProp.PT_INPUTS, p, t_sat + superheat + K0)
            rho, h, s_ = state.rhomass(), state.hmass(), state.smass()
            state.unspecify_phase()
        except Exception:
            state.unspecify_phase()
            continue
        points["superheat"].append({"p": sig(p), "t": sig(t_sat + superheat), "tSat": sig(t_sat), "rho": sig(rho), "h": sig(h), "s": sig(s_), "hMinusLiquid": sig(h - hl), "hMinusVapour": sig(h - hv_sat)})
    return points


# The IIR reference (ISO 17584, ASHRAE Handbook—Fundamentals ch. 30 and
# NIST REFPROP's default for refrigerants): h = 200 kJ/kg and s = 1 kJ/(kg K)
# for the saturated liquid at 0 degC; for a zeotropic blend, its bubble point
# at 0 degC (as REFPROP's IIR option sets a mixture: the saturated liquid
# at the temperature). CoolProp puts its pure refrigerants there, but not all
# of them (R245fa, R170, R1150, R717), nor its mixtures, whose h and s are the
# mass-weighted sums of their components' own references (R404A's liquid at
# 0 degC is 198.5 kJ/kg and 1.0642 kJ/(kg K)). Every table is shifted by one
# constant per refrigerant, so differences (capacities, isentropic states)
# are unchanged; the shift is recorded (`iirShift`, J/kg and J/(kg K) added
# to CoolProp's figures). A fluid whose table does not reach 0 degC (R14)
# keeps CoolProp's reference and records none.
IIR_T = 0.0  # degC
IIR_H = 200000.0  # J/kg
IIR_S = 1000.0  # J/(kg K)


def iir_shift(sat):
    """(dh, ds) that put a saturation table on the IIR reference, or None."""
    i = int(round((IIR_T - sat["tMin"]) / sat["step"]))
    cols = sat["columns"]
    if i < 0 or i >= len(cols["hLiquid"]) or cols["hLiquid"][i] is None or cols["sLiquid"][i] is None:
        return None
    return IIR_H - cols["hLiquid"][i], IIR_S - cols["sLiquid"][i]


def on_iir_reference(entry, checks):
    """Shifts an entry's h and s, and its check points', to the IIR
    reference and records the shift (`iirShift`)."""
    shift = iir_shift(entry["saturation"])
    if shift is None:
        entry["iirShift"] = None
        return
    dh, ds = shift
    move = lambda values, d: [None if v is None else sig(v + d) for v in values]
    cols = entry["saturation"]["columns"]
    for key, d in (("hLiquid", dh), ("hVapour", dh), ("sLiquid", ds), ("sVapour", ds)):
        cols[key] = move(cols[key], d)
    grid = entry["superheat"]
    grid["h"] = [move(row, dh) for row in grid["h"]]
    grid["s"] = [move(row, ds) for row in grid["s"]]
    for point in checks["saturation"]:
        point["hLiquid"], point["hVapour"] = sig(point["hLiquid"] + dh), sig(point["hVapour"] + dh)
    for point in checks["superheat"]:
        point["h"], point["s"] = sig(point["h"] + dh), sig(point["s"] + ds)
    entry["iirShift"] = {"h": sig(dh), "s": sig(ds)}


def secondary_fluids():
    out = []
    for code, (label, incomp) in M.SECONDARY.items():
        if incomp is None:
            temps = [t / 2 for t in range(1, 2 * 60 + 1)]  # 0.5 .. 60 degC
            table = {"t": temps, "rho": [], "cp": [], "mu": [], "k": []}
            for t in temps:
                table["rho"].append(sig(CP.PropsSI("D", "T", t + K0, "P", 101325, "Water")))
                table["cp"].append(sig(CP.PropsSI("C", "T", t + K0, "P", 101325, "Water")))
                table["mu"].append(sig(CP.PropsSI("V", "T", t + K0, "P", 101325, "Water"), 6))
                table["k"].append(sig(CP.PropsSI("L", "T", t + K0, "P", 101325, "Water"), 6))
            out.append({"code": code, "name": label, "concentration": 0, "freezingPoint": 0.0, "table": table})
            continue
        for c in M.SECONDARY_CONCENTRATIONS:
            fluid = f"{incomp}-{c}%"
            freeze = CP.PropsSI("T_freeze", "T", 300, "P", 101325, fluid) - K0
            t_start = math.ceil((freeze + 0.5) * 2) / 2
            temps = []
            table = {"t": temps, "rho": [], "cp": [], "mu": [], "k": []}
            t = t_start
            while t <= 60.0 + 1e-9:
                try:
                    row = [CP.PropsSI(k, "T", t + K0, "P", 101325, fluid) for k in ("D", "C", "V", "L")]
                except Exception:
                    t += 0.5
                    continue
                temps.append(t)
                for key, v, d in zip(("rho", "cp", "mu", "k"), row, (9, 9, 6, 6)):
                    table[key].append(sig(v, d))
                t += 0.5
            out.append({"code": code, "name": label, "concentration": c, "freezingPoint": sig(freeze, 5), "table": table})
    return out


def dump(path, value):
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=False)
    path.write_text(text + "\n", encoding="utf-8")
    return hashlib.sha256(path.read_bytes()).hexdigest()


def main():
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    only = set(sys.argv[2:])
    rng = random.Random(20261121)
    refrigerants, checks = [], {}
    for code in M.FLUIDS:
        if only and code not in only:
            continue
        print(f"{code} ...", file=sys.stderr)
        try:
            state = open_state(code)
            sat, temps, t_crit = saturation_table(code, state)
            grid = superheat_grid(state, sat, t_crit)
            entry = library_entry(code, state, temps, sat, t_crit)
        except Exception as error:
            print(f"  {code}: SKIPPED ({error})", file=sys.stderr)
            continue
        entry["saturation"] = sat
        entry["superheat"] = grid
        checks[code] = check_points(code, state, sat, temps, rng)
        on_iir_reference(entry, checks[code])
        refrigerants.append(entry)
    missing = [c for c in M.REQUIRED if c not in {r["code"] for r in refrigerants}]
    if not only and missing:
        sys.exit(f"required refrigerants missing from the dataset: {missing}")
    files = {
        "refrigerants.json": {"coolpropVersion": CoolProp.__version__, "refrigerants": refrigerants},
        "secondary.json": {"coolpropVersion": CoolProp.__version__, "fluids": secondary_fluids()},
        "check.json": {"coolpropVersion": CoolProp.__version__, "points": checks},
    }
    hashes = {name: dump(out / name, value) for name, value in files.items()}
    dataset = hashlib.sha256()
    for name in ("refrigerants.json", "secondary.json"):
        dataset.update((out / name).read_bytes())
    manifest = {
        "coolpropVersion": CoolProp.__version__,
        "coolpropGitRevision": CoolProp.__gitrevision__,
        "generator": "tools/refdata/generate.py",
        "files": hashes,
        "datasetHash": dataset.hexdigest(),
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    print(f"dataset {manifest['datasetHash']}", file=sys.stderr)


if __name__ == "__main__":
    main()
