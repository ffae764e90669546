#!/usr/bin/env python3
"""Regenerates the import corpus in infra/tests/corpus (issue 27).

Each file is made the way a manufacturer's would be, by a different tool and
font, so the readers are tested against variety rather than one file:

- Chromium's print to PDF (CID-keyed TrueType fonts, Identity-H) with the
  fonts shipped in tools/corpus/fonts (DejaVu Sans, Liberation Serif, GNU
  FreeMono), named by file so no machine font is used;
- groff with tbl, printed to PostScript and turned into PDF by Ghostscript
  (Type 1 Times, Ghostscript's own URW Nimbus Roman);
- scans: the page rasterised by Ghostscript or screenshot by Chromium at
  150 dpi, then ImageMagick adds noise, a slight skew and JPEG artefacts,
  and the image is wrapped in a PDF with no text layer (written here, since
  ImageMagick's Debian policy forbids PDF output);
- a mixed document: a text cover page followed by a scanned page.

expected.json records what each file states, from the inputs below (never
from reading the files back): the tests in infra/tests/import_corpus.rs read
every file and compare. P-T values are the project's reference dataset
(domain::properties, CoolProp 6.6 via tools/refdata) at 10 K steps, bar abs.

Tools: `tools/deps.sh corpus` installs them on Debian (chromium, groff-base,
ghostscript, imagemagick). Output is deterministic except for the tools'
own timestamps; the tests do not depend on bytes.

Run from the repository root: python3 tools/corpus/generate.py
"""

import json
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FONTS = os.path.join(ROOT, "tools", "corpus", "fonts")
OUT = os.path.join(ROOT, "infra", "tests", "corpus")
MINUS = "\u2212"

# bar abs: (temperature °C, bubble, dew), the reference dataset's values.
PT = {
    "R404A": [(-40, 1.35287, 1.30975), (-30, 2.07779, 2.02232), (-20, 3.07100, 3.00192), (-10, 4.39127, 4.30764),
              (0, 6.10192, 6.00330), (10, 8.27098, 8.15747), (20, 10.97161, 10.84413), (30, 14.28329, 14.14384),
              (40, 18.29414, 18.14645), (50, 23.10622, 22.95692)],
    "R407C": [(-40, 1.20257, 0.85668), (-30, 1.87129, 1.38690), (-20, 2.79930, 2.14692), (-10, 4.04679, 3.19781),
              (0, 5.67869, 4.60713), (10, 7.76409, 6.44882), (20, 10.37598, 8.80339), (30, 13.59113, 11.75895),
              (40, 17.49045, 15.41321), (50, 22.15993, 19.87769)],
    "R134a": [(-40, 0.51209, 0.51209), (-30, 0.84378, 0.84378), (-20, 1.32735, 1.32735), (-10, 2.00603, 2.00603),
              (0, 2.92803, 2.92803), (10, 4.14607, 4.14607), (20, 5.71707, 5.71707), (30, 7.70196, 7.70196),
              (40, 10.16593, 10.16593), (50, 13.17905, 13.17905)],
}
ATM = 1.01325
BAR_PER_PSI = 0.0689476

# Coefficients as a data sheet prints them (EN 12900 order), capacity W and power W.
CAPACITY = ["74590", "2611", "33,11", "-1795", "24,17", "-43,87", "0,09967", "-0,1530", "-0,3966", "0,2091"]
POWER = ["2707", "-139,4", "-3,776", "157,6", "0,06013", "5,582", "-0,02001", "-0,006125", "0,03597", "-0,01443"]


def value(text):
    return float(text.replace(",", "."))


def es(text):
    """Spanish typesetting: decimal comma, Unicode minus."""
    return text.replace("-", MINUS)


def en(text):
    return text.replace(",", ".")


def run(*args, **kw):
    subprocess.run(args, check=True, **kw)


def chromium(html, out_flag, tmp):
    page = os.path.join(tmp, "page.html")
    with open(page, "w", encoding="utf-8") as f:
        f.write(html)
    run("/usr/bin/chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--no-pdf-header-footer", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--allow-file-access-from-files", f"--user-data-dir={tmp}/profile", *out_flag,
        f"file://{page}", stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def html_page(body, font, size="12px"):
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>
    @font-face {{ font-family: Shipped; src: url(file://{FONTS}/{font}); }}
    @page {{ size: A4; margin: 15mm; }}
    body {{ font: {size} Shipped; color: black; background: white; margin: 24px; }}
    td, th {{ padding: 2px 18px; text-align: left; white-space: nowrap; }}
    </style></head><body>{body}</body></html>"""


def printed(html, path, tmp):
    chromium(html, [f"--print-to-pdf={path}"], tmp)


def groff_pdf(source, path, tmp):
    ps = os.path.join(tmp, "g.ps")
    with open(os.path.join(tmp, "g.tr"), "w", encoding="utf-8") as f:
        f.write(source)
    with open(ps, "wb") as out:
        subprocess.run(["groff", "-k", "-t", "-Tps", "-P-pa4", os.path.join(tmp, "g.tr")], check=True, stdout=out)
    run("gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite", f"-sOutputFile={path}", ps)
    return ps


def groff_text(text):
    """Text for groff, which reads UTF-8 through preconv (-k): only a
    backslash needs escaping."""
    return text.replace("\\", "\\\\")


def noisy_jpeg(png, jpeg, seed):
    """A scanner's look: grey noise, a slight skew, JPEG artefacts (ImageMagick)."""
    run("convert", png, "-seed", str(seed), "-attenuate", "0.5", "+noise", "Gaussian", "-background", "white",
        "-rotate", "0.4", "-flatten", "-colorspace", "Gray", "-quality", "75", "-density", "150", "-units",
        "PixelsPerInch", jpeg)


def jpeg_size(data):
    i = 2
    while i < len(data):
        marker, length = data[i + 1], struct.unpack(">H", data[i + 2:i + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2):
            h, w = struct.unpack(">HH", data[i + 5:i + 9])
            return w, h
        i += 2 + length
    raise ValueError("no JPEG frame")


def write_pdf(path, pages):
    """A PDF of text pages (Helvetica, ASCII lines) and scanned pages (one
    JPEG each, 150 dpi, no text layer)."""
    objects = [None, None]  # 1: catalog, 2: pages
    kids = []
    font = len(objects) + 1
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
    for kind, content in pages:
        if kind == "text":
            ops = ["BT /F1 14 Tf 60 780 Td 18 TL"]
            for line in content:
                ops.append("(" + line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ") '")
            ops.append("ET")
            stream = zlib.compress("\n".join(ops).encode("cp1252"))
            objects.append(b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream")
            contents = len(objects)
            resources = b"<< /Font << /F1 %d 0 R >> >>" % font
            width, height = 595.0, 842.0
        else:
            data = open(content, "rb").read()
            w, h = jpeg_size(data)
            objects.append(b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray "
                           b"/BitsPerComponent 8 /Filter /DCTDecode /Length %d >>\nstream\n" % (w, h, len(data))
                           + data + b"\nendstream")
            image = len(objects)
            width, height = w * 72 / 150, h * 72 / 150
            stream = b"q %.2f 0 0 %.2f 0 0 cm /Im0 Do Q" % (width, height)
            objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
            contents = len(objects)
            resources = b"<< /XObject << /Im0 %d 0 R >> >>" % image
        objects.append(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Contents %d 0 R /Resources %s >>"
                       % (width, height, contents, resources))
        kids.append(len(objects))
    objects[0] = b"<< /Type /Catalog /Pages 2 0 R >>"
    objects[1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(b"%d 0 R" % k for k in kids), len(kids))
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for n, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % n + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    with open(path, "wb") as f:
        f.write(out)


# ---------------------------------------------------------------- data sheets

def coefficient_rows_html(spanish=True):
    fmt = es if spanish else en
    return "".join(f"<tr><td>C{i + 1}</td><td>{fmt(c)}</td><td>{fmt(p)}</td></tr>"
                   for i, (c, p) in enumerate(zip(CAPACITY, POWER)))


def sheet_html(font, title, envelope_html, spanish=True):
    heads = "<th></th><th>Capacidad frigorífica [W]</th><th>Potencia absorbida [W]</th>" if spanish \
        else "<th></th><th>Cooling capacity [W]</th><th>Power input [W]</th>"
    return html_page(f"<h3>{title}</h3><p>Polinomios EN 12900</p><table><tr>{heads}</tr>"
                     f"{coefficient_rows_html(spanish)}</table>{envelope_html}", font)


def sheet_groff(title, envelope_lines, spanish=True, fahrenheit=False):
    fmt = es if spanish else en
    heads = "Capacidad frigorífica [W];Potencia absorbida [W]" if spanish else \
        ("Capacity (Btu/h);Power (W)" if fahrenheit else "Cooling capacity [W];Power input [W]")
    rows = "\n".join(f"C{i + 1};{groff_text(fmt(c))};{groff_text(fmt(p))}" for i, (c, p) in enumerate(zip(CAPACITY, POWER)))
    body = "\n.sp\n".join(envelope_lines)
    return f""".ps 11
.vs 14
{groff_text(title)}
.sp
.TS
tab(;);
l l l.
;{heads}
{rows}
.TE
.sp
{body}
"""


DEFAULT_EVAP = [-17.8, 4.4]
DEFAULT_COND = [10.0, 48.9]
# A low-temperature envelope, °C: −40 only up to 40 °C condensing.
POLYGON = [(-40, 20), (-40, 40), (-25, 55), (-5, 55), (-5, 30), (-15, 20)]


def datasheets(tmp, expected):
    def add(name, refrigerant, evap, cond, polygon=None, unplaced=False, ip=False):
        expected["datasheets"].append({
            "file": name, "refrigerant": refrigerant, "evap": evap, "cond": cond, "polygon": polygon,
            "unplaced": unplaced, "unitSystem": "ip" if ip else "si",
            "capacity": [value(c) for c in CAPACITY], "power": [value(p) for p in POWER]})

    line = es("Rango de aplicación: to -17,8 … 4,4 °C; tc 10,0 … 48,9 °C")
    printed(sheet_html("DejaVuSans.ttf", "Compresor 4FES-5Y · R404A", f"<p>{line}</p>"),
            os.path.join(OUT, "ds-a-chromium-dejavu-ellipsis.pdf"), tmp)
    add("ds-a-chromium-dejavu-ellipsis.pdf", "R404A", DEFAULT_EVAP, DEFAULT_COND)

    line = es("Rango de aplicación: to-17,8…4,4°C; tc10,0…48,9°C")
    printed(sheet_html("LiberationSerif-Regular.ttf", "Compresor 2DES-3Y · R404A", f"<p>{line}</p>"),
            os.path.join(OUT, "ds-b-chromium-liberation-nospace.pdf"), tmp)
    add("ds-b-chromium-liberation-nospace.pdf", "R404A", DEFAULT_EVAP, DEFAULT_COND)

    line = groff_text(es("Evaporación de -17,8 a 4,4 °C, condensación de 10 a 48,9 °C"))
    groff_pdf(sheet_groff("Compresor ZF13KVE · R404A", [line]), os.path.join(OUT, "ds-c-groff-times-de-a.pdf"), tmp)
    add("ds-c-groff-times-de-a.pdf", "R404A", DEFAULT_EVAP, DEFAULT_COND)

    line = "Application envelope: SST -17.8 to 4.4 ºC, SDT 10.0 to 48.9 ºC"
    printed(sheet_html("FreeMono.ttf", "Compressor 3DA3-075E · R404A", f"<p>{line}</p>", spanish=False),
            os.path.join(OUT, "ds-d-chromium-freemono-english.pdf"), tmp)
    add("ds-d-chromium-freemono-english.pdf", "R404A", DEFAULT_EVAP, DEFAULT_COND)

    # An I-P sheet: coefficients over °F and Btu/h, the envelope in °F.
    line = "Application range: to 0 to 40 °F; tc 50 to 120 °F"
    groff_pdf(sheet_groff("Compressor 06DR718 R-404A, temperatures in °F", [line], spanish=False, fahrenheit=True),
              os.path.join(OUT, "ds-e-groff-fahrenheit.pdf"), tmp)
    add("ds-e-groff-fahrenheit.pdf", "R404A", [0, 40], [50, 120], ip=True)

    rows = "".join(f"<tr><td>{es(str(to))}</td><td>{tc}</td></tr>" for to, tc in POLYGON)
    table = f"<p>Envolvente de aplicación R404A</p><table><tr><th>to (°C)</th><th>tc (°C)</th></tr>{rows}</table>"
    printed(sheet_html("DejaVuSans.ttf", "Compresor ZF09K4E · R404A", table),
            os.path.join(OUT, "ds-f-chromium-table-down.pdf"), tmp)
    add("ds-f-chromium-table-down.pdf", "R404A", [-40, -5], [20, 55], polygon=POLYGON)

    across = (".TS\ntab(;);\nl l l l l l l.\n"
              + "SST °C;" + ";".join(groff_text(es(str(to))) for to, _ in POLYGON) + "\n"
              + "SDT °C;" + ";".join(str(tc) for _, tc in POLYGON) + "\n.TE")
    groff_pdf(sheet_groff("Compresor ZF09K4E · R404A", [groff_text("Límites de aplicación (°C)"), groff_text(across)]),
              os.path.join(OUT, "ds-g-groff-table-across.pdf"), tmp)
    add("ds-g-groff-table-across.pdf", "R404A", [-40, -5], [20, 55], polygon=POLYGON)

    line = es("Rango de aplicación: -17,8 … 4,4 °C / 10,0 … 48,9 °C")
    printed(sheet_html("DejaVuSans.ttf", "Compresor 4FES-5Y · R404A", f"<p>{line}</p>"),
            os.path.join(OUT, "ds-h-chromium-unplaced.pdf"), tmp)
    add("ds-h-chromium-unplaced.pdf", "R404A", None, None, unplaced=True)


# ---------------------------------------------------------------- P-T charts

def pt_groff_scan(tmp, code, seed):
    """R404A, relativas (gauge) bar, Burbuja and Rocío, °C, rasterised at 150 dpi."""
    rows = "\n".join(f"{groff_text(es(str(t)))};{groff_text(es(f'{b - ATM:.2f}'.replace('.', ',')))};"
                     f"{groff_text(es(f'{d - ATM:.2f}'.replace('.', ',')))}" for t, b, d in PT[code])
    source = f""".ps 13
.vs 17
{groff_text(f"Tabla presión-temperatura {code}")}
.sp
Presiones relativas (bar). Para presiones absolutas sume 1,013 bar.
.sp
.TS
tab(;);
l l l.
{groff_text("Temp. (°C)")};Burbuja;{groff_text("Rocío")}
{rows}
.TE
"""
    ps = groff_pdf(source, os.path.join(tmp, "unused.pdf"), tmp)
    png = os.path.join(tmp, f"{code}.png")
    run("gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pnggray", "-r150", "-dTextAlphaBits=4",
        f"-sOutputFile={png}", ps)
    jpeg = os.path.join(tmp, f"{code}-scan.jpg")
    noisy_jpeg(png, jpeg, seed)
    return jpeg


def pt_charts(tmp, expected):
    def add(name, code, basis, atmosphere, stated, unit, two_columns, extraction):
        expected["charts"].append({
            "file": name, "code": code, "basis": basis, "atmosphere": atmosphere, "atmosphereStated": stated,
            "temperatureUnit": unit, "twoColumns": two_columns, "extraction": extraction,
            "temps": [t for t, _, _ in PT[code]], "bubble": [b for _, b, _ in PT[code]],
            "dew": [d for _, _, d in PT[code]]})

    jpeg = pt_groff_scan(tmp, "R404A", 27)
    write_pdf(os.path.join(OUT, "pt-a-scan150-relativas.pdf"), [("image", jpeg)])
    # The chart's own note says to add 1,013 bar: that is the atmosphere used.
    add("pt-a-scan150-relativas.pdf", "R404A", "manométrica", 1.013, True, "°C", True, "ocr")

    # °F and psig, temperature between the liquid and vapour columns, a Chromium screenshot at 150 dpi.
    rows = "".join(f"<tr><td>{(b - ATM) / BAR_PER_PSI:.1f}</td><td>{t * 1.8 + 32:.0f}</td>"
                   f"<td>{(d - ATM) / BAR_PER_PSI:.1f}</td></tr>" for t, b, d in PT["R407C"])
    html = html_page(f"<h3>R-407C Pressure-Temperature Chart</h3><table><tr><th>Liquid psig</th><th>Temp °F</th>"
                     f"<th>Vapor psig</th></tr>{rows}</table>", "LiberationSerif-Regular.ttf", "19px")
    png = os.path.join(tmp, "r407c.png")
    chromium(html, [f"--screenshot={png}", "--window-size=1240,1000"], tmp)
    jpeg = os.path.join(tmp, "r407c.jpg")
    noisy_jpeg(png, jpeg, 407)
    write_pdf(os.path.join(OUT, "pt-b-scan150-psig-middle.pdf"), [("image", jpeg)])
    add("pt-b-scan150-psig-middle.pdf", "R407C", "manométrica", ATM, False, "°F", True, "ocr")

    # Text layer, gauge bar against the stated 0,90 bar of a site at 1000 m.
    rows = "".join(f"<tr><td>{es(str(t))}</td><td>{es(f'{d - 0.90:.3f}'.replace('.', ','))}</td></tr>"
                   for t, _, d in PT["R134a"])
    html = html_page("<h3>R134a · Tabla P-T</h3><p>Presión manométrica (bar). Presión atmosférica de referencia: "
                     f"0,90 bar (1000 m)</p><table><tr><th>Temperatura °C</th><th>Presión bar</th></tr>{rows}</table>",
                     "DejaVuSans.ttf")
    printed(html, os.path.join(OUT, "pt-c-text-stated-atmosphere.pdf"), tmp)
    add("pt-c-text-stated-atmosphere.pdf", "R134a", "manométrica", 0.90, True, "°C", False, "pdf-text")

    # A text cover page, then the scanned chart: only the scanned page is OCR'd.
    jpeg = pt_groff_scan(tmp, "R404A", 31)
    write_pdf(os.path.join(OUT, "pt-d-text-cover-then-scan.pdf"),
              [("text", ["Distribuidora de Frio S.A.", "Documento escaneado: tabla P-T en la pagina 2",
                         "Uso interno"]), ("image", jpeg)])
    add("pt-d-text-cover-then-scan.pdf", "R404A", "manométrica", 1.013, True, "°C", True, "ocr")


def main():
    for tool in ("/usr/bin/chromium", "groff", "gs", "convert"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is missing: run tools/deps.sh corpus")
    os.makedirs(OUT, exist_ok=True)
    expected = {"datasheets": [], "charts": []}
    with tempfile.TemporaryDirectory() as tmp:
        datasheets(tmp, expected)
        pt_charts(tmp, expected)
    with open(os.path.join(OUT, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"{len(expected['datasheets'])} data sheets and {len(expected['charts'])} charts in {OUT}")


if __name__ == "__main__":
    random.seed(0)
    main()
