"""Hand-kept library data for the reference dataset.

Only figures that can be stood behind are here; anything unknown is left out
(None) and the library shows it as not available.

Sources:
- Safety classes: ANSI/ASHRAE Standard 34 designations.
- GWP (100-year): IPCC AR4 (the values of the annexes of EU F-gas Regulation (EU) 2024/573) and
  IPCC AR5 (Table 8.A.1) for pure substances. A blend's GWP is the
  mass-weighted sum over its components (the F-gas Annex IV method); the
  generator checks the results against the figures in ENGINEERING.md.
- ODP: Montreal Protocol Annex values; blends mass-weighted.
- Compositions: ASHRAE 34 nominal mass fractions; the generator checks them
  against CoolProp's mixture files.
- LFL: EN 378-1:2016+A1:2020 Annex E (the ISO 817 figures), kg/m3; the table
  and the public transcriptions that state each value are in LFL_SOURCES.
- Normal boiling point and critical temperature: computed from CoolProp.
"""

# Pure components: CoolProp name, GWP AR4, GWP AR5, ODP.
# AR5 lists HFOs as "<1": stored as None for the pure fluid, 0 inside a blend.
COMPONENTS = {
    "R32": ("R32", 675, 677, 0.0),
    "R125": ("R125", 3500, 3170, 0.0),
    "R134a": ("R134a", 1430, 1300, 0.0),
    "R143a": ("R143a", 4470, 4800, 0.0),
    "R152a": ("R152A", 124, 138, 0.0),
    "R23": ("R23", 14800, 12400, 0.0),
    "R227ea": ("R227EA", 3220, 3350, 0.0),
    "R236fa": ("R236FA", 9810, 8060, 0.0),
    "R245fa": ("R245fa", 1030, 858, 0.0),
    "R116": ("R116", 12200, 11100, 0.0),
    "R218": ("R218", 8830, 8900, 0.0),
    "R1234yf": ("R1234yf", 4, None, 0.0),
    "R1234ze(E)": ("R1234ze(E)", 7, None, 0.0),
    "R744": ("CarbonDioxide", 1, 1, 0.0),
    "R717": ("Ammonia", 0, 0, 0.0),
    "R290": ("Propane", 3, None, 0.0),
    "R600a": ("IsoButane", 3, None, 0.0),
    "R600": ("n-Butane", 4, None, 0.0),
    "R601a": ("Isopentane", None, None, 0.0),
    # Regulation (EU) No 517/2014, Annex IV (GWP of non-fluorinated substances
    # in mixtures, IPCC AR4), repealed by Regulation (EU) 2024/573 from
    # 11 March 2024: propylene 2, ethane 6, ethylene 4
    # (https://gesetze.legal/eu/vo_eu_2014_517/anhang_iv); tester report 4,
    # defect 5. 2024/573 Annex VI could not be read to cite it instead
    # (docs/decisions/2026-11-28-gwp-citation-after-the-repeal.md).
    "R1270": ("Propylene", 2, None, 0.0),
    "R170": ("Ethane", 6, None, 0.0),
    "R1150": ("Ethylene", 4, None, 0.0),
    "R22": ("R22", 1810, 1760, 0.055),
    "R124": ("R124", 609, 527, 0.022),
    "R123": ("R123", 77, 79, 0.02),
    "R12": ("R12", 10900, 10200, 1.0),
    "R115": ("R115", 7370, 7670, 0.6),
    "R142b": ("R142b", 2310, 1980, 0.065),
    "R13": ("R13", 14400, 13900, 1.0),
    "R14": ("R14", 7390, 6630, 0.0),
    "R1233zd(E)": ("R1233zd(E)", None, None, None),
    "R1336mzz(Z)": ("R1336mzz(Z)", None, None, 0.0),
}

# Components whose GWP counts as zero inside a blend when unknown: their
# share in the blends below is at most a few percent of a hydrocarbon.
NEGLIGIBLE_IN_BLENDS = {"R601a", "R1270", "R170", "R600", "R290", "R600a", "R1234yf", "R1234ze(E)"}

HFC, HFO, BLEND, HC, NATURAL, HCFC, CFC = "HFC", "HFO", "HFC/HFO", "HC", "natural", "HCFC", "CFC"

ALL = ["rack", "condensadora", "chiller", "motocompresora"]
COMMERCIAL = ["rack", "condensadora", "motocompresora"]
CHILLER = ["chiller", "motocompresora"]
SERVICE = ["motocompresora"]

# code: (name, type, safety class, CoolProp fluid or None for a custom blend,
#        composition {component: mass %} or None for a pure fluid,
#        LFL kg/m3 or None, equipment types)
FLUIDS = {
    # Pure HFCs
    "R134a": ("1,1,1,2-Tetrafluoroetano", HFC, "A1", "R134a", None, None, ALL),
    "R32": ("Difluorometano", HFC, "A2L", "R32", None, 0.307, ["condensadora", "chiller", "motocompresora"]),
    "R125": ("Pentafluoroetano", HFC, "A1", "R125", None, None, SERVICE),
    "R143a": ("1,1,1-Trifluoroetano", HFC, "A2L", "R143a", None, 0.282, SERVICE),
    "R152a": ("1,1-Difluoroetano", HFC, "A2", "R152A", None, 0.130, SERVICE),
    "R23": ("Trifluorometano", HFC, "A1", "R23", None, None, ["motocompresora"]),
    "R227ea": ("1,1,1,2,3,3,3-Heptafluoropropano", HFC, "A1", "R227EA", None, None, SERVICE),
    "R236fa": ("1,1,1,3,3,3-Hexafluoropropano", HFC, "A1", "R236FA", None, None, SERVICE),
    "R245fa": ("1,1,1,3,3-Pentafluoropropano", HFC, "B1", "R245fa", None, None, CHILLER),
    # HFOs and HCFOs
    "R1234yf": ("2,3,3,3-Tetrafluoropropeno", HFO, "A2L", "R1234yf", None, 0.289, ALL),
    "R1234ze(E)": ("trans-1,3,3,3-Tetrafluoropropeno", HFO, "A2L", "R1234ze(E)", None, 0.303, CHILLER),
    "R1233zd(E)": ("trans-1-Cloro-3,3,3-trifluoropropeno", HFO, "A1", "R1233zd(E)", None, None, CHILLER),
    "R1336mzz(Z)": ("cis-1,1,1,4,4,4-Hexafluoro-2-buteno", HFO, "A1", "R1336mzz(Z)", None, None, CHILLER),
    # Hydrocarbons
    "R290": ("Propano", HC, "A3", "Propane", None, 0.038, ALL),
    "R600a": ("Isobutano", HC, "A3", "IsoButane", None, 0.043, COMMERCIAL),
    "R600": ("Butano", HC, "A3", "n-Butane", None, 0.038, SERVICE),
    "R1270": ("Propileno", HC, "A3", "Propylene", None, 0.046, ALL),
    "R170": ("Etano", HC, "A3", "Ethane", None, 0.038, ["motocompresora"]),
    "R1150": ("Etileno", HC, "A3", "Ethylene", None, None, ["motocompresora"]),
    # Natural
    "R717": ("Amoniaco", NATURAL, "B2L", "Ammonia", None, 0.116, ALL),
    "R744": ("Dióxido de carbono", NATURAL, "A1", "CarbonDioxide", None, None, ["rack", "condensadora", "motocompresora"]),
    # HCFC / CFC (existing installations only)
    "R22": ("Clorodifluorometano", HCFC, "A1", "R22", None, None, ALL),
    "R123": ("2,2-Dicloro-1,1,1-trifluoroetano", HCFC, "B1", "R123", None, None, CHILLER),
    "R124": ("2-Cloro-1,1,1,2-tetrafluoroetano", HCFC, "A1", "R124", None, None, SERVICE),
    "R12": ("Diclorodifluorometano", CFC, "A1", "R12", None, None, SERVICE),
    "R13": ("Clorotrifluorometano", CFC, "A1", "R13", None, None, ["motocompresora"]),
    # Perfluorocarbons (counted as HFC family in this library's type filter)
    "R14": ("Tetrafluorometano", HFC, "A1", "R14", None, None, ["motocompresora"]),
    "R116": ("Hexafluoroetano", HFC, "A1", "R116", None, None, ["motocompresora"]),
    "R218": ("Octafluoropropano", HFC, "A1", "R218", None, None, SERVICE),
    # HFC blends
    "R404A": ("Mezcla HFC R125/R143a/R134a", HFC, "A1", "R404A.mix", {"R125": 44, "R143a": 52, "R134a": 4}, None, COMMERCIAL),
    "R507A": ("Mezcla azeotrópica HFC R125/R143a", HFC, "A1", "R507A.mix", {"R125": 50, "R143a": 50}, None, COMMERCIAL),
    "R410A": ("Mezcla HFC R32/R125", HFC, "A1", "R410A.mix", {"R32": 50, "R125": 50}, None, ["condensadora", "chiller", "motocompresora"]),
    "R407A": ("Mezcla HFC R32/R125/R134a", HFC, "A1", "R407A.mix", {"R32": 20, "R125": 40, "R134a": 40}, None, COMMERCIAL),
    "R407C": ("Mezcla HFC R32/R125/R134a", HFC, "A1", "R407C.mix", {"R32": 23, "R125": 25, "R134a": 52}, None, ["condensadora", "chiller", "motocompresora"]),
    "R407F": ("Mezcla HFC R32/R125/R134a", HFC, "A1", "R407F.mix", {"R32": 30, "R125": 30, "R134a": 40}, None, COMMERCIAL),
    "R407H": ("Mezcla HFC R32/R125/R134a", HFC, "A1", "R407H.mix", {"R32": 32.5, "R125": 15, "R134a": 52.5}, None, COMMERCIAL),
    "R417A": ("Mezcla HFC/HC R125/R134a/R600", HFC, "A1", "R417A.mix", {"R125": 46.6, "R134a": 50, "R600": 3.4}, None, SERVICE),
    "R422A": ("Mezcla HFC/HC R125/R134a/R600a", HFC, "A1", "R422A.mix", {"R125": 85.1, "R134a": 11.5, "R600a": 3.4}, None, SERVICE),
    "R422D": ("Mezcla HFC/HC R125/R134a/R600a", HFC, "A1", "R422D.mix", {"R125": 65.1, "R134a": 31.5, "R600a": 3.4}, None, SERVICE),
    "R427A": ("Mezcla HFC R32/R125/R143a/R134a", HFC, "A1", "R427A.mix", {"R32": 15, "R125": 25, "R143a": 10, "R134a": 50}, None, SERVICE),
    "R438A": ("Mezcla HFC/HC R32/R125/R134a/R600/R601a", HFC, "A1", "R438A.mix", {"R32": 8.5, "R125": 45, "R134a": 44.2, "R600": 1.7, "R601a": 0.6}, None, SERVICE),
    "R442A": ("Mezcla HFC R32/R125/R134a/R152a/R227ea", HFC, "A1", "R442A.mix", {"R32": 31, "R125": 31, "R134a": 30, "R152a": 3, "R227ea": 5}, None, COMMERCIAL),
    "R453A": ("Mezcla HFC/HC R32/R125/R134a/R227ea/R600/R601a", HFC, "A1", "R453A.mix", {"R32": 20, "R125": 20, "R134a": 53.8, "R227ea": 5, "R600": 0.6, "R601a": 0.6}, None, SERVICE),
    "R508B": ("Mezcla azeotrópica R23/R116", HFC, "A1", "R508B.mix", {"R23": 46, "R116": 54}, None, ["motocompresora"]),
    # HFC/HFO blends
    "R448A": ("Mezcla HFC/HFO R32/R125/R1234yf/R134a/R1234ze(E)", BLEND, "A1", "R448A.mix", {"R32": 26, "R125": 26, "R1234yf": 20, "R134a": 21, "R1234ze(E)": 7}, None, COMMERCIAL),
    "R449A": ("Mezcla HFC/HFO R32/R125/R1234yf/R134a", BLEND, "A1", "R449A.mix", {"R32": 24.3, "R125": 24.7, "R1234yf": 25.3, "R134a": 25.7}, None, COMMERCIAL),
    "R449B": ("Mezcla HFC/HFO R32/R125/R1234yf/R134a", BLEND, "A1", "R449B.mix", {"R32": 25.2, "R125": 24.3, "R1234yf": 23.2, "R134a": 27.3}, None, COMMERCIAL),
    "R452A": ("Mezcla HFC/HFO R32/R125/R1234yf", BLEND, "A1", "R452A.mix", {"R32": 11, "R125": 59, "R1234yf": 30}, None, COMMERCIAL),
    "R452B": ("Mezcla HFC/HFO R32/R125/R1234yf", BLEND, "A2L", "R452B.mix", {"R32": 67, "R125": 7, "R1234yf": 26}, 0.310, ["condensadora", "chiller", "motocompresora"]),
    "R454A": ("Mezcla HFC/HFO R32/R1234yf", BLEND, "A2L", "R454A.mix", {"R32": 35, "R1234yf": 65}, 0.278, COMMERCIAL),
    "R454B": ("Mezcla HFC/HFO R32/R1234yf", BLEND, "A2L", "R454B.mix", {"R32": 68.9, "R1234yf": 31.1}, 0.297, ["condensadora", "chiller", "motocompresora"]),
    "R454C": ("Mezcla HFC/HFO R32/R1234yf", BLEND, "A2L", "R454C.mix", {"R32": 21.5, "R1234yf": 78.5}, 0.293, COMMERCIAL),
    "R455A": ("Mezcla R744/R32/R1234yf", BLEND, "A2L", "R455A.mix", {"R744": 3, "R32": 21.5, "R1234yf": 75.5}, 0.431, COMMERCIAL),
    "R444B": ("Mezcla HFC/HFO R32/R152a/R1234ze(E)", BLEND, "A2L", "R444B.mix", {"R32": 41.5, "R152a": 10, "R1234ze(E)": 48.5}, None, ["condensadora", "chiller", "motocompresora"]),
    "R450A": ("Mezcla HFC/HFO R134a/R1234ze(E)", BLEND, "A1", "R450A.mix", {"R134a": 42, "R1234ze(E)": 58}, None, ALL),
    "R513A": ("Mezcla azeotrópica HFO/HFC R1234yf/R134a", BLEND, "A1", "R513A.mix", {"R1234yf": 56, "R134a": 44}, None, ALL),
    "R515B": ("Mezcla azeotrópica HFO/HFC R1234ze(E)/R227ea", BLEND, "A1", None, {"R1234ze(E)": 91.1, "R227ea": 8.9}, None, CHILLER),
    "R457A": ("Mezcla HFC/HFO R32/R1234yf/R152a", BLEND, "A2L", "R457A.mix", {"R32": 18, "R1234yf": 70, "R152a": 12}, None, COMMERCIAL),
    "R459A": ("Mezcla HFC/HFO R32/R1234yf/R1234ze(E)", BLEND, "A2L", "R459A.mix", {"R32": 68, "R1234yf": 26, "R1234ze(E)": 6}, None, ["condensadora", "chiller", "motocompresora"]),
    # HCFC and CFC blends
    "R401A": ("Mezcla HCFC R22/R152a/R124", HCFC, "A1", "R401A.mix", {"R22": 53, "R152a": 13, "R124": 34}, None, SERVICE),
    "R402A": ("Mezcla HCFC R125/R290/R22", HCFC, "A1", "R402A.mix", {"R125": 60, "R290": 2, "R22": 38}, None, SERVICE),
    "R408A": ("Mezcla HCFC R125/R143a/R22", HCFC, "A1", "R408A.mix", {"R125": 7, "R143a": 46, "R22": 47}, None, SERVICE),
    "R409A": ("Mezcla HCFC R22/R124/R142b", HCFC, "A1", "R409A.mix", {"R22": 60, "R124": 25, "R142b": 15}, None, SERVICE),
    "R502": ("Mezcla azeotrópica CFC/HCFC R22/R115", CFC, "A1", "R502.mix", {"R22": 48.8, "R115": 51.2}, None, SERVICE),
}

# Where each LFL comes from (EN 378-1:2016+A1:2020 Annex E, Table E.1 for
# single-component refrigerants, E.2 for zeotropic blends; its LFL column
# is ISO 817's). No copy of the standard could be read where these were
# entered: each value is stated identically by the public transcriptions of
# Annex E named in docs/decisions/2026-11-28-lfl-in-the-refrigerant-dataset.md
# (1: TechCalc-Pro js/utils/refrigerants/en378-safety-data.js; 2: a Spanish
# RSIF IF-02 Table A app; 3: the SAMON configurator export; 4: a French
# NF EN 378-1+A1 fluids_db.py), in brackets after each. The generator writes
# the citation as `lflSource`; a flammable refrigerant without an entry here
# has no LFL (NO_LFL_SOURCE says why). The rule: the figure the most
# transcriptions state, one being enough; a tie goes to the lower figure
# (docs/decisions/2026-11-28-one-rule-for-lfl-sources.md).
_E1 = "EN 378-1:2016+A1:2020, anexo E, tabla E.1"
_E2 = "EN 378-1:2016+A1:2020, anexo E, tabla E.2"
LFL_SOURCES = {
    "R32": _E1,  # 0.307 [1, 2, 3, 4]
    "R143a": _E1,  # 0.282 [1]; ISO 817 figure of the first dataset
    "R152a": _E1,  # 0.130 [1]; ISO 817 figure of the first dataset
    "R1234yf": _E1,  # 0.289 [1, 2, 3, 4]
    "R1234ze(E)": _E1,  # 0.303 [1, 2, 3, 4]
    "R290": _E1,  # 0.038 [1, 2, 3, 4]
    "R600a": _E1,  # 0.043 [1, 2, 3]
    "R600": _E1,  # 0.038 [1, 2]
    "R1270": _E1,  # 0.046 [1]; ISO 817 figure of the first dataset
    "R717": _E1,  # 0.116 [1, 2, 3]
    "R170": _E1,  # 0.038 [2]; admitted by the one rule (docs/decisions/2026-11-28-one-rule-for-lfl-sources.md)
    "R452B": _E2,  # 0.310 [1, 3]
    "R454A": _E2,  # 0.278 [1, 3]
    "R454B": _E2,  # 0.297 [1, 4]; 3 says 0.303; the dataset had 0.296
    "R454C": _E2,  # 0.293 [1, 3]; 2 says 0.291
    "R455A": _E2,  # 0.431 [1, 3]; 2 says 0.423
}

# Flammable refrigerants of the dataset left without an LFL, and why: the
# EN 378 flammability row then asks for a check against Annex C.
NO_LFL_SOURCE = {
    "R1150": "no public transcription found",
    "R444B": "no public transcription found",
    "R457A": "no public transcription found",
    "R459A": "no public transcription found",
}

# Blends whose bubble and dew temperatures differ by less than this at 1 bar
# are shown as near-azeotropic.
AZEOTROPE_GLIDE_K = 0.5

# Secondary fluids of the chiller water side: CoolProp incompressible names.
SECONDARY = {
    "water": ("Agua", None),
    "MPG": ("Propilenglicol (MPG)", "INCOMP::MPG"),
    "MEG": ("Etilenglicol (MEG)", "INCOMP::MEG"),
}
SECONDARY_CONCENTRATIONS = [10, 20, 30, 40, 50]

# The refrigerants the dataset must hold (the refrigerant-library issue).
REQUIRED = [
    "R404A", "R507A", "R134a", "R410A", "R448A", "R449A", "R407A", "R407C", "R407F", "R22", "R32",
    "R290", "R600a", "R1270", "R717", "R744", "R1234yf", "R1234ze(E)", "R513A", "R452A", "R454A",
    "R454B", "R454C", "R455A", "R450A", "R515B", "R152a", "R125", "R143a", "R23", "R508B", "R170",
    "R245fa", "R1233zd(E)", "R12", "R502", "R417A", "R422D", "R438A", "R442A", "R427A", "R453A",
]
