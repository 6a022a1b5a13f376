"""Background runner of the full fine-tuning recipe of the NLI checker (same code as `tinyrag train nli`).

    nohup nice -n 10 .venv/bin/python benchmarks/train_nli_full.py --work benchmarks/work/nli_full \
        --fin benchmarks/work/finpairs > benchmarks/work/nli_full.log 2>&1 &

Re-run with ``--resume`` after an interruption: it continues from ``WORK/checkpoint.pt``. The
trained fp32 model lands in ``WORK/final``; ``tinyrag train nli --export`` (or
``training_nli.export_int8``) turns it into the shipped int8 folder.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _results import write_json

from tinyrag_eval.models import bundled_adapter_dir
from tinyrag_eval.training_nli import nli_mix, train_full


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=Path("../shared/training/nli"))
    ap.add_argument("--fin", type=Path, default=Path("benchmarks/work/finpairs"),
                    help="Folder of `tinyrag train nli-data` (train.jsonl, dev.jsonl).")
    ap.add_argument("--work", type=Path, default=Path("benchmarks/work/nli_full"))
    ap.add_argument("--init", type=Path, default=bundled_adapter_dir("nli_lora"),
                    help="LoRA NLI adapter to start from (merged into the body); 'none' for the plain body.")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--device", default="cpu", choices=["cpu", "cuda"])
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--lr", type=float, default=3e-5)
    ap.add_argument("--checkpoint-minutes", type=float, default=10.0)
    ap.add_argument("--resume", action="store_true")
    args = ap.parse_args()
    init = None if str(args.init) == "none" else args.init
    train, _, about = nli_mix(args.data, args.fin, seed=args.seed)
    print(json.dumps(about), flush=True)

    def log(msg: str) -> None:
        print(time.strftime("%H:%M:%S"), msg, flush=True)

    meta = train_full(train, args.work, seed=args.seed, lr=args.lr, device=args.device, threads=args.threads,
                      checkpoint_minutes=args.checkpoint_minutes, resume=args.resume, init_adapter=init, log=log)
    write_json(args.work / "train_meta.json", {**meta, "data": about}, indent=2)
    log(f"done: {meta}")


if __name__ == "__main__":
    sys.exit(main())
