"""Reproduce the `tinyrag validate` runs of the README (issue 7's Done-when).

    python benchmarks/validation.py sample --work /tmp/val_work --n 20 --robust-n 4
    python benchmarks/validation.py financebench --work /tmp/val_work --n 20 --robust-n 4

1. Ingests the corpus into ``<work>/<corpus>_index`` unless it is there: ``sample`` is the bundled
   sample corpus (chunk size 128, overlap 16: at the default 512 it has only 10 chunks, fewer than
   n); ``financebench`` is four filings of ../shared/benchmarks/financebench/pdfs (default chunking).
2. Makes sure the calibrator store ``<work>/calibration`` has a version: the one `tinyrag demo`
   fits from the bundled ILLUSTRATIVE labels (written for the sample corpus; not a real calibration).
3. Runs ``tinyrag validate --index ... --out <work>/<corpus>_out ...`` (the command under test).
4. Copies the report (PDF, HTML, JSON), the plots and tests.jsonl into
   ``benchmarks/results/validation_<corpus>/`` (results.jsonl, with every memo and context, stays in
   the work folder).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FINANCEBENCH = ROOT.parent / "shared" / "benchmarks" / "financebench" / "pdfs"
FILINGS = ("AMAZON_2019_10K", "AMCOR_2023Q2_10Q", "AMCOR_2023Q4_EARNINGS", "BESTBUY_2024Q2_10Q")
KEEP = ("report.pdf", "report.html", "report.json", "tests.jsonl")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", choices=("sample", "financebench"))
    ap.add_argument("--work", type=Path, default=Path("/tmp/val_work"))
    ap.add_argument("--n", type=int, default=20)
    ap.add_argument("--robust-n", type=int, default=4)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("extra", nargs="*", help="more `tinyrag validate` options (after --)")
    args = ap.parse_args()

    env = {**os.environ, "TINYRAG_CALIBRATION__STORE_DIR": str(args.work / "calibration"), "OMP_NUM_THREADS": "1"}
    if args.corpus == "sample":
        env |= {"TINYRAG_CHUNKING__CHUNK_SIZE": "128", "TINYRAG_CHUNKING__CHUNK_OVERLAP": "16"}
    os.environ.update(env)
    from tinyrag_eval.config import get_settings
    from tinyrag_eval.demo import demo_criteria
    from tinyrag_eval.ingest import ingest
    from tinyrag_eval.sample import sample_corpus_dir

    settings = get_settings()
    index = args.work / f"{args.corpus}_index"
    if not (index / "manifest.json").is_file():
        files = [sample_corpus_dir()] if args.corpus == "sample" else [FINANCEBENCH / f"{f}.pdf" for f in FILINGS]
        print(ingest(files, index, settings).summary(), flush=True)
    print("criteria:", demo_criteria(settings), flush=True)

    out = args.work / f"{args.corpus}_out"
    cmd = ["tinyrag", "validate", "--index", str(index), "--out", str(out), "--n", str(args.n),
           "--seed", str(args.seed), "--robust-n", str(args.robust_n), *args.extra]
    t0 = time.perf_counter()
    rc = subprocess.call([str(Path(sys.executable).parent / cmd[0]), *cmd[1:]], env=env)
    print(f"rc={rc}, wall {time.perf_counter() - t0:.0f} s", flush=True)
    dest = ROOT / "benchmarks" / "results" / f"validation_{args.corpus}"
    shutil.rmtree(dest, ignore_errors=True)
    (dest / "plots").mkdir(parents=True)
    for name in KEEP:
        if (out / name).is_file():
            shutil.copy2(out / name, dest / name)
    for png in sorted((out / "plots").glob("*.png")):
        shutil.copy2(png, dest / "plots" / png.name)
    print(f"copied to {dest}")
    sys.exit(rc)


if __name__ == "__main__":
    main()
