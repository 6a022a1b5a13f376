"""The `tinyrag` command line: the root app (app.py) with every command attached, top to bottom.

Command modules import only common.py (never this package or app.py); heavy libraries are
imported inside the commands, so that `tinyrag --help` starts fast."""

import typer

from . import (
    calibrate,
    evaluate,
    gate,
    index,
    jobs,
    judge,
    memo,
    misc,
    runs,
    serve,
    testgen,
    train,
    validate,
)
from .app import app

app.command("ingest")(index.ingest)
app.command("retrieve")(index.retrieve)
app.command("models")(misc.models)
app.command("config")(misc.config)
app.command("demo")(misc.demo)
app.command("calibrate")(calibrate.calibrate)
app.command("memo")(memo.memo)
app.command("gate")(gate.gate)
app.add_typer(evaluate.eval_app, name="eval")
app.add_typer(train.train_app, name="train")
app.add_typer(calibrate.calibration_app, name="calibration")

# Typer lists plain commands first, then groups; a nameless group puts its commands in the group
# order, which keeps these after the groups above in `tinyrag --help`.
validation_commands = typer.Typer()
validation_commands.command("testgen")(testgen.testgen)
validation_commands.command("weakness")(testgen.weakness)
validation_commands.command("validate")(validate.validate)
validation_commands.command("robustness")(validate.robustness)
app.add_typer(validation_commands)

app.add_typer(judge.judge_app, name="judge")
app.add_typer(memo.queue_app, name="queue")
app.add_typer(runs.runs_app, name="runs")
app.add_typer(jobs.jobs_app, name="jobs")

server_commands = typer.Typer()
server_commands.command("serve")(serve.serve)
app.add_typer(server_commands)

__all__ = ["app"]
