"""Times CoolProp on the lookups the Rust engine benchmarks (docs/BENCHMARKS.md).

    .venv/bin/python bench_coolprop.py
"""
import timeit

import CoolProp
import CoolProp.CoolProp as CP

K0 = 273.15


def per_call(fn, number):
    best = min(timeit.repeat(fn, number=number, repeat=5))
    return best / number * 1e9  # ns


def main():
    print(f"CoolProp {CoolProp.__version__}")
    for code, fluid in (("R404A", "R404A.mix"), ("R134a", "R134a"), ("R448A", "R448A.mix")):
        s = CoolProp.AbstractState("HEOS", fluid)
        s.update(CoolProp.QT_INPUTS, 1, -10 + K0)
        p = s.p()

        def saturation():
            s.update(CoolProp.QT_INPUTS, 0, -10.3 + K0)
            s.rhomass(), s.hmass(), s.smass()
            s.update(CoolProp.QT_INPUTS, 1, -10.3 + K0)
            s.rhomass(), s.hmass(), s.smass()

        def superheated():
            s.update(CoolProp.PT_INPUTS, p, 5 + K0)
            s.rhomass(), s.hmass()

        def superheated_gas():
            s.specify_phase(CoolProp.iphase_gas)
            s.update(CoolProp.PT_INPUTS, p, 5 + K0)
            s.rhomass(), s.hmass()
            s.unspecify_phase()

        n = 200 if fluid.endswith(".mix") else 5000
        print(f"{code} saturation(T) bubble+dew: {per_call(saturation, n):,.0f} ns")
        print(f"{code} superheated (p, T): {per_call(superheated, max(n // 10, 20)):,.0f} ns")
        print(f"{code} superheated (p, T), gas phase given: {per_call(superheated_gas, n):,.0f} ns")
        if not fluid.endswith(".mix"):
            print(f"{code} PropsSI('P','T',..,'Q',1): {per_call(lambda: CP.PropsSI('P', 'T', 263.15, 'Q', 1, fluid), n):,.0f} ns")


if __name__ == "__main__":
    main()
