#!/usr/bin/env python3
"""The reliability suite (`make test-reliability`): the real `fichas` server on
loopback, on the embedded store and on a throwaway PostgreSQL cluster.

  crash        kill -9 during concurrent writes; every acknowledged write is
               there after a restart; the views equal a rebuild from the events
  contention   50 concurrent writers on one project: only 2xx, 409 or (for a
               stale If-Match) 412, history versions gapless 1..n
  fuzz         schemathesis (pinned, fixed seed, every check) on /api/openapi.json
  uploads      hostile files on every upload endpoint: refused in Spanish,
               nothing written in or outside the data folder
  body-limit   a JSON body over the limit: 413 in the API error shape
  document     /api/openapi.json passes openapi-spec-validator (pinned)
  clients      clients generated from /api/openapi.json by openapi-python-client
               and openapi-typescript (+ openapi-fetch), both pinned, each run a
               script (tools/clients): create a compressor, import its curves,
               calculate a rack, save the project, download its PDF

Every check is bounded in time and count. Usage:
  suite.py --bin target/debug/fichas [--store sqlite|postgres|both] [--only NAME,...]
Exits non-zero when any check fails; prints one line per check and a summary.
"""

import argparse
import concurrent.futures
import hashlib
import http.client
import json
import os
import random
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import uuid
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = ROOT / "tools/demo/compressors-sample.idf"
PG_CLUSTER = ROOT / "tools/pg-cluster.sh"
VENV_BIN = Path(__file__).resolve().parent / ".venv/bin"
CLIENTS = ROOT / "tools/clients"
HOST = "127.0.0.1"
TIMEOUT = 60

# Bounds: every check stops by count and by time.
CRASH_WRITERS = 8
CRASH_RUN_SECONDS = 5.0   # at least this long, and until CRASH_MIN_WRITES are acknowledged,
CRASH_MIN_WRITES = 300    # but never longer than CRASH_MAX_SECONDS before the kill
CRASH_MAX_SECONDS = 40.0
CONTENTION_WRITERS = 50
CONTENTION_RETRIES = 30
FUZZ_MIN_REQUESTS = 3000
FUZZ_MAX_EXAMPLES = 15
FUZZ_SEED = 20261122
FUZZ_TIME_LIMIT = 600
# Which answers are right for this API (expected statuses); every check stays on.
FUZZ_CONFIG = Path(__file__).resolve().parent / "schemathesis.toml"
MAX_UPLOAD = 10 * 1024 * 1024
# The PDF bomb is refused after inflating 400 MB: ~45 s in the unoptimised
# debug build on a busy 2-core machine, under a second in release.
UPLOAD_TIME_LIMIT = 90

FIGURES = {}


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


# --- HTTP -------------------------------------------------------------------

def request(port, method, path, body=None, headers=None, raw=None, timeout=TIMEOUT):
    """(status, headers, parsed JSON or None, raw bytes)."""
    conn = http.client.HTTPConnection(HOST, port, timeout=timeout)
    try:
        headers = dict(headers or {})
        data = raw
        if body is not None:
            data = json.dumps(body).encode()
            headers.setdefault("Content-Type", "application/json")
        conn.request(method, path, body=data, headers=headers)
        response = conn.getresponse()
        payload = response.read()
        try:
            parsed = json.loads(payload) if payload else None
        except ValueError:
            parsed = None
        return response.status, dict(response.getheaders()), parsed, payload
    finally:
        conn.close()


def oversized_request(port, method, path, data, content_type="application/json"):
    """Sends a body the server should refuse part-way: reads the answer as soon
    as it comes (a server may answer and close before reading everything)."""
    import select
    sock = socket.create_connection((HOST, port), timeout=TIMEOUT)
    try:
        head = (f"{method} {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\nContent-Type: {content_type}\r\n"
                f"Content-Length: {len(data)}\r\nConnection: close\r\n\r\n").encode()
        sock.sendall(head)
        view = memoryview(data)
        sent = 0
        received = b""
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            readable, writable, _ = select.select([sock], [sock] if sent < len(data) else [], [], 1.0)
            if readable:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                received += chunk
                continue
            if writable:
                try:
                    sent += sock.send(view[sent:sent + 65536])
                except (BrokenPipeError, ConnectionResetError):
                    sent = len(data)
        head, _, body = received.partition(b"\r\n\r\n")
        check(head, f"no answer to a {len(data)}-byte body ({sent} bytes sent)")
        status = int(head.split(b" ", 2)[1])
        try:
            parsed = json.loads(body)
        except ValueError:
            parsed = None
        return status, parsed, body
    finally:
        sock.close()


def get_json(port, path):
    status, _, body, raw = request(port, "GET", path)
    check(status == 200, f"GET {path}: {status} {raw[:300]!r}")
    return body


def multipart(file_name, content, content_type="application/octet-stream"):
    boundary = "fichas" + uuid.uuid4().hex
    head = (
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{file_name}\"\r\n"
        f"Content-Type: {content_type}\r\n\r\n"
    ).encode()
    data = head + content + f"\r\n--{boundary}--\r\n".encode()
    return data, {"Content-Type": f"multipart/form-data; boundary={boundary}"}


# --- Server and stores -------------------------------------------------------

def free_port():
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


class Store:
    """One store: the embedded one in a data folder, or a PostgreSQL database."""

    def __init__(self, kind, work):
        self.kind = kind
        self.work = Path(work)
        self.data_dir = self.work / "data"
        self.data_dir.mkdir(parents=True)
        self.database_url = None
        self.pg_dir = None
        if kind == "postgres":
            # The cluster runs as `postgres` when we are root: its folder must be reachable.
            os.chmod(self.work, 0o755)
            self.pg_dir = self.work / "pg"
            out = subprocess.run([str(PG_CLUSTER), "start", str(self.pg_dir)], check=True, capture_output=True, text=True, timeout=120)
            self.database_url = out.stdout.strip().splitlines()[-1]

    def env(self):
        env = dict(os.environ)
        env.pop("DATABASE_URL", None)
        env["FICHAS_LOG"] = "warn"
        if self.database_url:
            env["DATABASE_URL"] = self.database_url
        return env

    def cli(self, binary, *args, timeout=300):
        out = subprocess.run([binary, *args, "--data-dir", str(self.data_dir)], env=self.env(), capture_output=True, text=True, timeout=timeout)
        check(out.returncode == 0, f"fichas {' '.join(args)} failed ({out.returncode}): {out.stderr[-2000:]}")
        return out.stdout

    def close(self):
        if self.pg_dir:
            subprocess.run([str(PG_CLUSTER), "stop", str(self.pg_dir)], capture_output=True, timeout=120)


class Server:
    def __init__(self, binary, store, port=None):
        self.binary = binary
        self.store = store
        self.port = port or free_port()
        self.log = open(store.work / f"server-{self.port}.log", "ab")
        self.process = subprocess.Popen(
            [binary, "serve", "--bind", f"{HOST}:{self.port}", "--data-dir", str(store.data_dir), "--web-dir", str(store.work / "no-web")],
            env=store.env(), stdout=self.log, stderr=self.log,
        )
        deadline = time.monotonic() + 60
        while True:
            check(self.process.poll() is None, f"the server exited with {self.process.returncode} (log: {self.log.name})")
            try:
                if request(self.port, "GET", "/health", timeout=2)[0] == 200:
                    break
            except OSError:
                pass
            check(time.monotonic() < deadline, "the server did not answer /health within 60 s")
            time.sleep(0.1)

    def kill9(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=30)
        self.log.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()


# --- Bodies ------------------------------------------------------------------

def rack_body(name):
    """As infra/tests/api/projects.rs's rack_body: two demo-catalogue compressors."""
    return {
        "name": name, "equipmentType": "rack", "voltage": 460, "refrigerant": "R404A", "condTemp": 40,
        "rackConfig": {
            "customer": "Supermercado Sur", "responsable": "Ing. Pérez", "pipeDistance": 25, "capacityControl": "STANDARD",
            "numberOfCircuits": 1, "accessories": {"oilSeparators": True},
            "liquidLinesConfig": {"numberOfLines": 1},
            "circuits": [{"id": 1, "evapTemp": -6.7, "requiredCapacity": 40,
                          "compressors": [{"id": 1, "model": "3DA3-075E-TFD", "type": "reciprocante"},
                                          {"id": 2, "model": "3DA3-075E-TFD", "type": "reciprocante"}],
                          "suctionLinesConfig": {"numberOfLines": 1}}],
        },
        "isPro": True, "proDescription": "Modelo PRO", "designNotes": "Notas",
    }


def condenser_body(model):
    return {"model": model, "capacity": 120.5, "fanCount": 4, "fanPowerConsumption": 0.85,
            "dimensions": {"length": 2400, "width": 1100, "height": 1300, "weight": 310}}


# --- 1. kill -9 during concurrent writes -------------------------------------

def crash(binary, store):
    store.cli(binary, "import-catalogue", str(CATALOGUE))
    server = Server(binary, store)
    acked_projects = {}   # id -> the last acknowledged answer (body)
    acked_condensers = {}  # id -> the last acknowledged answer (body)
    lock = threading.Lock()
    stop = threading.Event()
    counts = {"acknowledged": 0, "failed": 0, "refused": []}

    def writer(n):
        rng = random.Random(n)
        i = 0
        while not stop.is_set():
            i += 1
            try:
                if rng.random() < 0.3:
                    status, _, body, raw = request(server.port, "POST", "/api/condensers", condenser_body(f"W{n}-{i}"))
                    if status == 201:
                        with lock:
                            acked_condensers[body["id"]] = body
                            counts["acknowledged"] += 1
                        status, _, body2, raw = request(server.port, "PATCH", f"/api/condensers/{body['id']}", {"capacity": 100 + i})
                        if status == 200:
                            with lock:
                                acked_condensers[body["id"]] = body2
                                counts["acknowledged"] += 1
                    if status >= 300:
                        counts["refused"].append((status, raw[:200]))
                    continue
                status, _, body, raw = request(server.port, "POST", "/api/projects", rack_body(f"Rack W{n}-{i}"))
                if status != 201:
                    counts["refused"].append((status, raw[:200]))
                    continue
                with lock:
                    acked_projects[body["id"]] = body
                    counts["acknowledged"] += 1
                pid = body["id"]
                for step, patch in enumerate([{"name": f"Rack W{n}-{i} b"}, {"condTemp": 41 + rng.randint(0, 4)}, {"designNotes": f"nota {i}"}]):
                    if stop.is_set():
                        break
                    headers = {"If-Match": f"\"{body['version']}\""} if step % 2 == 0 else {}
                    status, _, patched, raw = request(server.port, "PATCH", f"/api/projects/{pid}", patch, headers)
                    if status != 200:
                        counts["refused"].append((status, raw[:200]))
                        break
                    body = patched
                    with lock:
                        acked_projects[pid] = body
                        counts["acknowledged"] += 1
            except (OSError, http.client.HTTPException):
                # Unacknowledged (the server died under it).
                with lock:
                    counts["failed"] += 1
                if stop.is_set() or server.process.poll() is not None:
                    return
                time.sleep(0.01)

    threads = [threading.Thread(target=writer, args=(n,), daemon=True) for n in range(CRASH_WRITERS)]
    for t in threads:
        t.start()
    started = time.monotonic()
    while time.monotonic() - started < CRASH_MAX_SECONDS:
        time.sleep(0.2)
        with lock:
            if time.monotonic() - started >= CRASH_RUN_SECONDS and counts["acknowledged"] >= CRASH_MIN_WRITES:
                break
    server.kill9()  # mid-run: every writer has a request in flight or about to be
    stop.set()
    for t in threads:
        t.join(timeout=TIMEOUT + 5)
    server.stop()
    check(not counts["refused"], f"writes refused while the server was up: {counts['refused'][:3]}")
    check(counts["acknowledged"] >= CRASH_MIN_WRITES, f"only {counts['acknowledged']} writes acknowledged in {CRASH_MAX_SECONDS} s")

    lost = []
    with Server(binary, store) as server:
        for pid, acked in acked_projects.items():
            status, _, now, _ = request(server.port, "GET", f"/api/projects/{pid}")
            if status != 200 or now["version"] < acked["version"]:
                lost.append(("project", pid, acked["version"], status))
                continue
            # The acknowledged version is readable exactly as it was answered.
            status, _, then, _ = request(server.port, "GET", f"/api/projects/{pid}/versions/{acked['version']}")
            if status != 200 or then != acked:
                lost.append(("project version", pid, acked["version"], status))
        condensers = {c["id"]: c for c in get_json(server.port, "/api/condensers")}
        for cid, acked in acked_condensers.items():
            row = condensers.get(cid)
            if row is None or row["version"] < acked["version"] or (row["version"] == acked["version"] and row != acked):
                lost.append(("condenser", cid, acked["version"], row and row["version"]))
        live = views_snapshot(server.port)
    check(not lost, f"{len(lost)} acknowledged writes lost after kill -9: {lost[:5]}")

    store.cli(binary, "rebuild-views")
    with Server(binary, store) as server:
        rebuilt = views_snapshot(server.port)
    differing = [k for k in set(live) | set(rebuilt) if live.get(k) != rebuilt.get(k)]
    check(not differing, f"views differ from a rebuild at {sorted(differing)[:5]}")
    FIGURES[f"crash/{store.kind}"] = {
        "writers": CRASH_WRITERS, "acknowledged": counts["acknowledged"], "lost": 0,
        "unacknowledged": counts["failed"], "projects": len(acked_projects), "condensers": len(acked_condensers),
        "views_compared": len(live),
    }
    return f"{counts['acknowledged']} writes acknowledged by {CRASH_WRITERS} writers, 0 lost after kill -9; {len(live)} views equal a rebuild"


def views_snapshot(port):
    """Every project view (list, detail, history) and the condenser list, by path."""
    snapshot = {"/api/projects": get_json(port, "/api/projects"), "/api/condensers": get_json(port, "/api/condensers")}
    for row in snapshot["/api/projects"]:
        for path in (f"/api/projects/{row['id']}", f"/api/projects/{row['id']}/history"):
            snapshot[path] = get_json(port, path)
    return snapshot


# --- 2. 50 writers on one project ---------------------------------------------

def contention(binary, store):
    store.cli(binary, "import-catalogue", str(CATALOGUE))
    with Server(binary, store) as server:
        status, _, project, raw = request(server.port, "POST", "/api/projects", rack_body("Rack compartido"))
        check(status == 201, f"create: {status} {raw[:300]!r}")
        path = f"/api/projects/{project['id']}"
        barrier = threading.Barrier(CONTENTION_WRITERS, timeout=TIMEOUT)

        def writer(n):
            # Even writers PATCH the version they read once (If-Match: 412
            # once another commit made it stale); odd ones send no If-Match
            # and try again after a 409, a bounded number of times, so that
            # many commits race.
            read = get_json(server.port, path)
            headers = {"If-Match": f"\"{read['version']}\""} if n % 2 == 0 else {}
            barrier.wait()
            for _ in range(CONTENTION_RETRIES if n % 2 else 1):
                status, _, body, raw = request(server.port, "PATCH", path, {"name": f"Rack compartido {n}"}, headers)
                if status != 409:
                    break
            return n, status, body, raw

        with concurrent.futures.ThreadPoolExecutor(CONTENTION_WRITERS) as pool:
            answers = list(pool.map(writer, range(CONTENTION_WRITERS)))
        bad = [(n, s, raw[:200]) for n, s, _, raw in answers if s not in (200, 409) and not (s == 412 and n % 2 == 0)]
        check(not bad, f"answers other than 200, 409 or 412 to an If-Match writer: {bad[:5]}")
        for n, s, body, _ in answers:
            if s in (409, 412):
                check(isinstance(body, dict) and {"code", "message", "error"} <= body.keys(), f"{s} not in the error shape: {body}")
        ok = sum(1 for _, s, _, _ in answers if s == 200)
        check(ok >= 1, "no writer succeeded")
        history = get_json(server.port, f"{path}/history")
        versions = [entry["version"] for entry in history]
        check(versions == list(range(1, len(versions) + 1)), f"history versions not gapless 1..n: {versions}")
        final = get_json(server.port, path)
        check(final["version"] == versions[-1] == project["version"] + ok,
              f"final version {final['version']}, history to {versions[-1]}, created at {project['version']} + {ok} successes")
        # Each success is exactly one event carrying its writer's name; each
        # answer is the project as of the version it names.
        names = [get_json(server.port, f"{path}/versions/{v}")["name"] for v in range(project["version"] + 1, final["version"] + 1)]
        expected = sorted(f"Rack compartido {n}" for n, s, _, _ in answers if s == 200)
        check(sorted(names) == expected, f"the versions' names {sorted(names)} are not the successful writers' {expected}")
        for n, s, body, _ in answers:
            if s == 200:
                check(get_json(server.port, f"{path}/versions/{body['version']}") == body, f"writer {n}'s answer is not version {body['version']}")
    stale = sum(1 for _, s, _, _ in answers if s == 412)
    conflicts = CONTENTION_WRITERS - ok - stale
    FIGURES[f"contention/{store.kind}"] = {"writers": CONTENTION_WRITERS, "ok": ok, "conflicts": conflicts, "stale": stale, "versions": len(versions)}
    return f"{CONTENTION_WRITERS} writers: {ok} × 200, {conflicts} × 409, {stale} × 412, history 1..{len(versions)} gapless"


# --- 3. schemathesis ----------------------------------------------------------

def fuzz(binary, store):
    store.cli(binary, "import-catalogue", str(CATALOGUE))
    st = VENV_BIN / "st"
    check(st.exists(), f"{st} missing: run `make test-reliability` (it creates the venv from tools/reliability/requirements.txt)")
    # `st` itself, compiling one source at a time (CPython 3.11 bug, see st_run.py).
    st_run = [str(VENV_BIN / "python"), str(Path(__file__).resolve().parent / "st_run.py")]
    report = store.work / "schemathesis"
    with Server(binary, store) as server:
        base = f"http://{HOST}:{server.port}"
        command = [
            *st_run, "--config-file", str(FUZZ_CONFIG), "run", f"{base}/api/openapi.json", "--url", base,
            "--checks", "all", "--seed", str(FUZZ_SEED), "--max-examples", str(FUZZ_MAX_EXAMPLES),
            "--workers", "2", "--request-timeout", "30", "--no-shrink", "--continue-on-failure",
            "--suppress-health-check", "all",
            "--report", "ndjson", "--report-dir", str(report),
        ]
        out = subprocess.run(command, capture_output=True, text=True, timeout=FUZZ_TIME_LIMIT, cwd=store.work)
        (store.work / "schemathesis.txt").write_text(out.stdout + out.stderr)
        check(server.process.poll() is None, "the server died under schemathesis")
    requests, server_errors, failures = fuzz_figures(report)
    FIGURES[f"fuzz/{store.kind}"] = {"requests": requests, "5xx": server_errors, "failures": sum(failures.values()),
                                     "failure_kinds": len(failures), "exit": out.returncode}
    summary = "\n  ".join(f"{n} × {kind}" for kind, n in sorted(failures.items(), key=lambda kv: -kv[1]))
    check(requests >= FUZZ_MIN_REQUESTS, f"only {requests} requests generated (at least {FUZZ_MIN_REQUESTS})\n{summary}")
    check(server_errors == 0, f"{server_errors} answers were 5xx\n{summary}")
    check(out.returncode == 0 and not failures,
          f"schemathesis found {sum(failures.values())} failures (full output: {store.work / 'schemathesis.txt'}):\n  {summary}")
    return f"{requests} generated requests, 0 × 5xx, every check passed"


def fuzz_figures(report_dir):
    """(requests sent, 5xx answers, failures by kind) from schemathesis's ndjson events."""
    requests = server_errors = 0
    failures = {}
    files = list(Path(report_dir).glob("*.ndjson")) if Path(report_dir).exists() else []
    for file in files:
        for line in file.read_text().splitlines():
            try:
                event = json.loads(line)
            except ValueError:
                continue
            for name, payload in event.items():
                if name == "ScenarioFinished":
                    for interaction in iter_interactions(payload):
                        requests += 1
                        status = (interaction.get("response") or {}).get("status_code")
                        if isinstance(status, int) and status >= 500:
                            server_errors += 1
                    for c in iter_checks(payload):
                        if str(c.get("status")).lower() == "failure":
                            info = (c.get("failure_info") or {}).get("failure") or {}
                            kind = f"{info.get('code', '?')} {info.get('title', c.get('name'))} · {info.get('operation', '?')}"
                            failures[kind] = failures.get(kind, 0) + 1
    return requests, server_errors, failures


def iter_interactions(payload):
    recorder = payload.get("recorder") or {}
    interactions = recorder.get("interactions") or {}
    return interactions.values() if isinstance(interactions, dict) else interactions


def iter_checks(payload):
    recorder = payload.get("recorder") or {}
    for group in (recorder.get("checks") or {}).values():
        for c in group:
            yield c


# --- 4. uploads ---------------------------------------------------------------

def png(width, height, idat):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", idat) + chunk(b"IEND", b""))


def small_png():
    rows = b"".join(b"\0" + b"\xff\x00\x00" * 4 for _ in range(4))
    return png(4, 4, zlib.compress(rows))


def pdf(objects, trailer_extra=b""):
    out = b"%PDF-1.4\n"
    offsets = []
    for i, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{o:010d} 00000 n \n".encode() for o in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R ".encode() + trailer_extra + f">>\nstartxref\n{xref}\n%%EOF\n".encode()
    return out


def text_pdf(stream=b"BT /F1 12 Tf 72 720 Td (R404A) Tj ET", filtered=False):
    header = b"<< /Length %d%s >>" % (len(stream), b" /Filter /FlateDecode" if filtered else b"")
    return pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
        header + b"\nstream\n" + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ])


def bomb_pdf(megabytes=450):
    """A one-page PDF whose compressed streams (a megabyte of zeros each,
    deflated to about a kilobyte) inflate to `megabytes` in all."""
    zeros = zlib.compress(b"\0" * (1024 * 1024), 9)
    streams = [b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(zeros) + zeros + b"\nendstream" for _ in range(megabytes)]
    return pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
        *streams,
    ])


def encrypted_pdf():
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
        b"<< /Filter /Standard /V 1 /R 2 /O <" + b"41" * 32 + b"> /U <" + b"42" * 32 + b"> /P -44 >>",
    ]
    return pdf(objects, b"/Encrypt 4 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>] ")


def hostile_files():
    """(label, file name, declared type, bytes, endpoints it applies to)."""
    images = ("objects", "design")
    documents = ("chart", "polynomials")
    every = images + documents
    return [
        ("tipo equivocado por contenido (texto como PNG)", "logo.png", "image/png", b"esto no es una imagen\n" * 20, every),
        ("extensión que miente (PDF llamado .png)", "grafico.png", "image/png", text_pdf(), images),
        ("extensión que miente (PNG llamado .pdf)", "ficha.pdf", "application/pdf", small_png(), documents),
        ("ejecutable", "programa.exe", "application/octet-stream", b"MZ\x90\x00" + b"\0" * 512, every),
        ("PDF truncado", "ficha.pdf", "application/pdf", text_pdf()[:-40], documents),
        ("PDF cifrado", "ficha.pdf", "application/pdf", encrypted_pdf(), documents),
        ("bomba de descompresión (PDF)", "ficha.pdf", "application/pdf", bomb_pdf(), documents),
        ("bomba de descompresión (PNG enorme y diminuto)", "logo.png", "image/png",
         png(100_000, 100_000, zlib.compress(b"\0" * 1024)), every),
        ("imagen de 60.000 × 60.000 píxeles", "grafico.png", "image/png", png(60_000, 60_000, zlib.compress(b"\0" * 256)), every),
        ("10 MB + 1 byte", "grande.png", "image/png", small_png() + b"\0" * (MAX_UPLOAD + 1 - len(small_png())), every),
        ("nombre con ruta (../../etc/passwd)", "../../etc/passwd", "application/octet-stream", b"root:x:0:0:root:/root:/bin/bash\n", every),
        ("nombre con ruta y contenido válido", "../../../tmp/fichas-escape.png", "image/png", small_png(), every),
        ("nombre con ruta de Windows", "..\\..\\fichas-escape.pdf", "application/pdf", text_pdf(), every),
    ]


def tree(root, skip=()):
    listing = {}
    for path in sorted(Path(root).rglob("*")):
        if path.is_file() and not any(part in skip for part in path.relative_to(root).parts):
            if path.name.startswith(("fichas.db", "fichas.sqlite")) or path.suffix in (".db", ".sqlite", ".db-wal", ".db-shm", ".sqlite-wal", ".sqlite-shm") \
                    or path.name.endswith(("-wal", "-shm", "-journal")):
                continue
            listing[str(path.relative_to(root))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return listing


def uploads(binary, store):
    store.cli(binary, "import-catalogue", str(CATALOGUE))
    sentinel = store.work / "fuera"
    sentinel.mkdir()
    (sentinel / "passwd").write_text("intacto\n")
    etc_passwd = Path("/etc/passwd").stat()
    with Server(binary, store) as server:
        compressor = get_json(server.port, "/api/compressors")[0]["id"]
        refrigerants = get_json(server.port, "/api/refrigerants-library")
        check(refrigerants, "the refrigerant library is empty")
        endpoints = {
            "objects": "/api/objects/upload",
            "design": "/api/design-config/upload",
            "chart": f"/api/refrigerants-library/{refrigerants[0]['id']}/upload-pdf",
            "polynomials": f"/api/compressors/{compressor}/import-polynomials",
        }
        before_data, before_work = tree(store.data_dir), tree(store.work, skip={"data", "pg"})
        before_views = {p: get_json(server.port, p) for p in ("/api/refrigerants-library", "/api/design-config", f"/api/compressors/{compressor}/polynomials")}
        # A good image is stored: the check below would notice a write.
        data, headers = multipart("logo.png", small_png(), "image/png")
        status, _, good, raw = request(server.port, "POST", "/api/objects/upload", headers=headers, raw=data)
        check(status == 200, f"a valid PNG was refused: {status} {raw[:300]!r}")
        accepted_key = good["key"]
        if store.kind == "sqlite":
            check(any(accepted_key in name for name in tree(store.data_dir)), "a valid upload left no file in the data folder")
        problems = []
        tried = 0
        for label, name, content_type, content, targets in hostile_files():
            for target in targets:
                data, headers = multipart(name, content, content_type)
                started = time.monotonic()
                try:
                    status, _, body, raw = request(server.port, "POST", endpoints[target], headers=headers, raw=data, timeout=120)
                except (OSError, http.client.HTTPException) as e:
                    problems.append(f"{target} · {label}: no answer ({e})")
                    continue
                tried += 1
                elapsed = time.monotonic() - started
                shape = isinstance(body, dict) and {"code", "message", "error"} <= body.keys()
                spanish = shape and is_spanish(body["message"])
                if not (400 <= status < 500 and shape and spanish):
                    problems.append(f"{target} · {label}: {status} {raw[:200]!r}")
                elif elapsed > UPLOAD_TIME_LIMIT:
                    problems.append(f"{target} · {label}: refused after {elapsed:.0f} s")
        after_data, after_work = tree(store.data_dir), tree(store.work, skip={"data", "pg"})
        after_views = {p: get_json(server.port, p) for p in before_views}
        check(server.process.poll() is None, "the server died during the uploads")
    written = {k: v for k, v in after_data.items() if before_data.get(k) != v and accepted_key not in k}
    outside = {k for k in set(after_work) | set(before_work) if after_work.get(k) != before_work.get(k) and not k.startswith("server-")}
    check(not problems, "hostile uploads not refused properly:\n  " + "\n  ".join(problems))
    check(not written, f"files written in the data folder by refused uploads: {sorted(written)}")
    check(not outside, f"files outside the data folder touched: {sorted(outside)}")
    check((sentinel / "passwd").read_text() == "intacto\n" and Path("/etc/passwd").stat().st_mtime == etc_passwd.st_mtime, "a file outside was changed")
    check(not Path("/tmp/fichas-escape.png").exists(), "an upload escaped to /tmp")
    check(after_views == before_views, "a refused upload changed the refrigerant library, the design or the polynomials")
    FIGURES[f"uploads/{store.kind}"] = {"refused": tried}
    return f"{tried} hostile uploads refused in Spanish, nothing written"


SPANISH_HINTS = ("archivo", "imagen", "pdf", "tipo", "límite", "contenido", "nombre", "no se", "dañad", "protegid", "descomprime", "demasiado", "requerido", "sube", "válid",
                 "solicitud", "excede", "tamaño", "máximo", "permitid", "datos", "formato")


def is_spanish(message):
    lower = message.lower()
    english = ("file", "invalid", "error", "failed", "too large", "must")
    return any(h in lower for h in SPANISH_HINTS) and not any(f" {w} " in f" {lower} " for w in english)


# --- 5. body limit ------------------------------------------------------------

def body_limit(binary, store):
    with Server(binary, store) as server:
        # A valid body padded past any sane limit with a long field value.
        body = condenser_body("X")
        body["model"] = "X" * (12 * 1024 * 1024)
        status, answer, raw = oversized_request(server.port, "POST", "/api/condensers", json.dumps(body).encode())
        check(status == 413, f"a 12 MB JSON body: {status} {raw[:200]!r}")
        check(isinstance(answer, dict) and {"code", "message", "error"} <= answer.keys() and is_spanish(answer["message"]),
              f"413 not in the API error shape with a Spanish message: {raw[:300]!r}")
        check(get_json(server.port, "/api/condensers") == [], "the refused body was stored")
        # A normal one still passes on the same server.
        status, _, _, raw = request(server.port, "POST", "/api/condensers", condenser_body("CMC-1"))
        check(status == 201, f"a normal body after the large one: {status} {raw[:200]!r}")
    return f"12 MB JSON body: 413 {answer['code']}"


def document(binary, store):
    # Imported here: the venv has it, a bare `python3 suite.py --only crash` need not.
    from openapi_spec_validator import validate
    from openapi_spec_validator.validation.exceptions import OpenAPIValidationError

    with Server(binary, store) as server:
        spec = get_json(server.port, "/api/openapi.json")
    try:
        validate(spec)
    except OpenAPIValidationError as error:
        raise Failure(f"openapi-spec-validator rejects /api/openapi.json: {error}") from error
    operations = sum(1 for item in spec["paths"].values() for method in item if method != "parameters")
    return f"OpenAPI {spec['openapi']} valid, {operations} operations"


def clients(binary, store):
    typescript = CLIENTS / "typescript"
    check((typescript / "node_modules/.bin/openapi-typescript").exists(),
          f"{typescript}/node_modules missing: run `make test-reliability` (it runs npm ci there)")
    store.cli(binary, "import-catalogue", str(CATALOGUE))
    spec_path = store.work / "openapi.json"
    results = {}

    def run(step, command, cwd=None):
        out = subprocess.run([str(c) for c in command], capture_output=True, text=True, timeout=300, cwd=cwd)
        check(out.returncode == 0, f"{step} failed ({out.returncode}):\n{out.stdout[-3000:]}\n{out.stderr[-3000:]}")
        return out.stdout

    with Server(binary, store) as server:
        base = f"http://{HOST}:{server.port}"
        spec_path.write_text(json.dumps(get_json(server.port, "/api/openapi.json")))
        package = store.work / "fichas_api"
        run("openapi-python-client generate", [VENV_BIN / "openapi-python-client", "generate", "--path", spec_path,
                                               "--output-path", package, "--meta", "none"])
        answer = run("the Python client's script", [VENV_BIN / "python", CLIENTS / "python/script.py", package, base,
                                                     CATALOGUE, f"PY-{store.kind}"])
        results["python"] = json.loads(answer.strip().splitlines()[-1])
        schema = typescript / "generated/schema.d.ts"
        run("openapi-typescript", [typescript / "node_modules/.bin/openapi-typescript", spec_path, "-o", schema])
        run("tsc over the TypeScript client's script", [typescript / "node_modules/.bin/tsc", "-p", typescript])
        answer = run("the TypeScript client's script", ["node", typescript / "out/script.js", base, CATALOGUE,
                                                         f"TS-{store.kind}"])
        results["typescript"] = json.loads(answer.strip().splitlines()[-1])
        projects = {p["name"] for p in get_json(server.port, "/api/projects")}
    for language, result in results.items():
        check(result["pdfBytes"] > 10_000, f"{language}: a {result['pdfBytes']}-byte PDF")
    check({f"Cliente Python PY-{store.kind}", f"Cliente TypeScript TS-{store.kind}"} <= projects,
          f"the clients' projects are not listed: {sorted(projects)}")
    return ", ".join(f"{language}: rack {r['capacityKw']} kW, PDF {r['pdfBytes']} B"
                     for language, r in results.items())


# --- Runner -------------------------------------------------------------------

CHECKS = {"crash": crash, "contention": contention, "fuzz": fuzz, "uploads": uploads, "body-limit": body_limit,
          "document": document, "clients": clients}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--store", choices=("sqlite", "postgres", "both"), default="both")
    parser.add_argument("--only", default=",".join(CHECKS))
    parser.add_argument("--figures", help="write the figures as JSON here")
    parser.add_argument("--keep", action="store_true", help="keep the work folders (logs, reports)")
    args = parser.parse_args()
    binary = str(Path(args.bin).resolve())
    stores = ("sqlite", "postgres") if args.store == "both" else (args.store,)
    names = [n.strip() for n in args.only.split(",") if n.strip()]
    unknown = [n for n in names if n not in CHECKS]
    if unknown:
        parser.error(f"unknown checks {unknown}; known: {', '.join(CHECKS)}")
    passed = failed = 0
    started = time.monotonic()
    for kind in stores:
        for name in names:
            work = Path(tempfile.mkdtemp(prefix=f"fichas-reliability-{name}-{kind}-"))
            store = None
            ok_here = False
            t0 = time.monotonic()
            try:
                store = Store(kind, work)
                summary = CHECKS[name](binary, store)
                passed += 1
                ok_here = True
                print(f"ok    {name:<11} {kind:<8} {time.monotonic() - t0:6.1f} s  {summary}", flush=True)
            except Exception as e:  # noqa: BLE001 - each check reports and the run goes on
                failed += 1
                detail = str(e) if isinstance(e, Failure) else traceback.format_exc()
                print(f"FAIL  {name:<11} {kind:<8} {time.monotonic() - t0:6.1f} s  {detail}  (work folder: {work})", flush=True)
            finally:
                if store:
                    store.close()
                if not args.keep and ok_here and work.exists():
                    shutil.rmtree(work, ignore_errors=True)
    if args.figures:
        Path(args.figures).write_text(json.dumps(FIGURES, indent=2, ensure_ascii=False) + "\n")
    print(json.dumps(FIGURES, ensure_ascii=False))
    print(f"reliability: {passed} passed, {failed} failed ({time.monotonic() - started:.0f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
