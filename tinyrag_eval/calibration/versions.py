"""Calibrator set versions and the active pointer: which calibrators the workflow uses, changed
only on purpose.

A *set* is one version of the deployment's calibration: each criterion's calibrator folder under
``calibration.store_dir`` (``grounded/v0003``; artefacts saved by ``artifact.save_version``) or
``shipped``, plus the joint risk control fitted with them. Sets live in
``<store_dir>/sets/s0001/set.json`` (``s0002``, ...; ``joint_risk.json`` beside it); ``shipped`` is
the always-available set of the package's calibrators. ``<store_dir>/active.json`` names the
active set and the ones active before it (for ``rollback``); the assessor
(``CriteriaAssessor``) reads it on every assessment.

- ``record_set(root, fitted, ...)``: a new set = the active set with the newly fitted criteria
  replaced (a fit never changes the active set by itself; ``activate`` does);
- ``activate(root, id)``, ``rollback(root)``: switch, remembering the previous one;
- ``active_set(root)``: the active set, or None for a store without ``active.json`` (a store
  written before sets, or by Python ``save_version`` alone): it uses each criterion folder's
  latest version, as before. The first ``record_set``/``activate`` adopts that state as a set.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from ..errors import TinyragError
from .artifact import list_versions, next_version_name

SETS_DIR = "sets"
SET_FILE = "set.json"
ACTIVE_FILE = "active.json"
SHIPPED = "shipped"
ACCEPTABLE = "acceptable"  # the one-label calibrator: versions at the store's top level


class CalibrationVersionError(TinyragError, ValueError):
    """An unknown calibrator set version, or nothing to roll back to."""


class CalibratorSet(BaseModel):
    """One version of the deployment's calibration."""

    id: str
    created_at: str
    criteria: dict[str, str] = Field(
        default_factory=dict, description="criterion -> calibrator folder relative to the store ('grounded/v0003'); "
                                          "a criterion not named uses the shipped calibrator")
    versions: dict[str, str] = Field(default_factory=dict, description="criterion -> calibrator version (its metadata)")
    labels: dict[str, int] = Field(default_factory=dict, description="criterion -> labels its calibrator was fitted on")
    fitted: list[str] = Field(default_factory=list, description="criteria fitted when this set was made")
    source: str = ""
    joint_risk: bool = False
    enough_labels: bool = True
    note: str = ""

    @property
    def shipped(self) -> bool:
        return self.id == SHIPPED


class ActivePointer(BaseModel):
    active: str
    previous: list[str] = Field(default_factory=list, description="sets active before, the most recent last")
    changed_at: str
    log: list[dict[str, Any]] = Field(default_factory=list)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _write_json(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data, indent=2))
    tmp.replace(path)


def shipped_set() -> CalibratorSet:
    return CalibratorSet(id=SHIPPED, created_at="", source="the calibrators shipped with the package",
                         note="always available")


def set_ids(root: Path | str) -> list[str]:
    """The fitted sets under ``root`` (oldest first), without ``shipped``."""
    d = Path(root) / SETS_DIR
    if not d.is_dir():
        return []
    found = [p.name for p in d.iterdir() if p.name.startswith("s") and p.name[1:].isdigit()
             and (p / SET_FILE).is_file()]
    return sorted(found, key=lambda v: int(v[1:]))


def set_dir(root: Path | str, set_id: str) -> Path:
    return Path(root) / SETS_DIR / set_id


def load_set(root: Path | str, set_id: str) -> CalibratorSet:
    """A set by id (``shipped`` included); :class:`CalibrationVersionError` naming the known ones."""
    if set_id == SHIPPED:
        return shipped_set()
    f = set_dir(root, set_id) / SET_FILE
    if not set_id.startswith("s") or not f.is_file():
        known = ", ".join([SHIPPED, *set_ids(root)])
        raise CalibrationVersionError(f"no calibrator version {set_id!r} in {root} (known: {known}); "
                                      "`tinyrag calibration list` shows them")
    return CalibratorSet.model_validate(json.loads(f.read_text()))


def list_sets(root: Path | str) -> list[CalibratorSet]:
    """``shipped`` then every fitted set, oldest first."""
    return [shipped_set(), *(load_set(root, i) for i in set_ids(root))]


def read_pointer(root: Path | str) -> ActivePointer | None:
    f = Path(root) / ACTIVE_FILE
    if not f.is_file():
        return None
    try:
        return ActivePointer.model_validate(json.loads(f.read_text()))
    except (OSError, ValueError) as exc:
        raise CalibrationVersionError(f"{f} cannot be read ({exc}): fix it or run `tinyrag calibration activate "
                                      "VERSION`") from None


def active_set(root: Path | str) -> CalibratorSet | None:
    """The active set (None: no pointer yet, each criterion folder's latest version is used)."""
    p = read_pointer(root)
    return None if p is None else load_set(root, p.active)


def legacy_composition(root: Path | str) -> dict[str, str]:
    """What a store without a pointer uses: each criterion folder's latest version (and the
    top-level versions as ``acceptable``)."""
    r = Path(root)
    out: dict[str, str] = {}
    if not r.is_dir():
        return out
    for d in sorted(p for p in r.iterdir() if p.is_dir() and p.name != SETS_DIR):
        versions = list_versions(d)
        if versions:
            out[d.name] = f"{d.name}/{versions[-1]}"
    top = list_versions(r)
    if top:
        out[ACCEPTABLE] = top[-1]
    return out


def _set_of(root: Path, criteria: dict[str, str], *, fitted: list[str], source: str, note: str = "",
            enough_labels: bool = True, joint: Any = None) -> CalibratorSet:
    """Write a new set (the next ``sNNNN``) with its calibrators' versions and label counts."""
    versions: dict[str, str] = {}
    labels: dict[str, int] = {}
    for c, ref in criteria.items():
        meta = json.loads((root / ref / "metadata.json").read_text())
        versions[c] = str(meta.get("version") or ref.rsplit("/", 1)[-1])
        labels[c] = int(meta.get("n", 0))
    (root / SETS_DIR).mkdir(parents=True, exist_ok=True)
    for _ in range(20):  # two fits at once: the second takes the next free name
        sid = next_version_name(root / SETS_DIR, "s")
        d = set_dir(root, sid)
        try:
            d.mkdir()
            break
        except FileExistsError:
            continue
    else:
        raise CalibrationVersionError(f"cannot create a new calibrator version under {root / SETS_DIR}")
    s = CalibratorSet(id=sid, created_at=_now(), criteria=criteria, versions=versions, labels=labels, fitted=fitted,
                      source=source, joint_risk=joint is not None, enough_labels=enough_labels, note=note)
    if joint is not None:
        save_joint_risk(d, joint, versions)
    _write_json(d / SET_FILE, s.model_dump(mode="json"))
    return s


def ensure_pointer(root: Path | str) -> ActivePointer:
    """The pointer, written on first use: a store already holding calibrator versions adopts
    what it used (each folder's latest) as a set, so adopting changes no P value."""
    r = Path(root)
    p = read_pointer(r)
    if p is not None:
        return p
    legacy = legacy_composition(r)
    active = SHIPPED
    if legacy:
        active = _set_of(r, legacy, fitted=[], source="adopted",
                         note="the latest versions in use before calibrator sets were recorded").id
    p = ActivePointer(active=active, changed_at=_now(), log=[{"at": _now(), "to": active, "how": "adopted"}])
    _write_json(r / ACTIVE_FILE, p.model_dump(mode="json"))
    return p


def record_set(root: Path | str, fitted: dict[str, Path | str], *, source: str, enough_labels: bool,
               joint: Any = None) -> CalibratorSet:
    """A new set: the active one with the criteria in ``fitted`` (criterion -> calibrator folder
    just saved under ``root``) replaced. Does not activate it."""
    r = Path(root)
    p = ensure_pointer(r)
    base = dict(load_set(r, p.active).criteria)
    for c, folder in fitted.items():
        base[c] = Path(folder).resolve().relative_to(r.resolve()).as_posix()
    return _set_of(r, base, fitted=sorted(fitted), source=source, enough_labels=enough_labels, joint=joint)


def activate(root: Path | str, set_id: str, how: str = "activate") -> ActivePointer:
    """Make ``set_id`` the active set; the one before is remembered for ``rollback``."""
    r = Path(root)
    target = load_set(r, set_id)
    for c, ref in target.criteria.items():
        if not (r / ref / "metadata.json").is_file():
            raise CalibrationVersionError(f"calibrator version {set_id} names {c} at {r / ref}, which is gone: "
                                          "activate another version")
    p = ensure_pointer(r)
    if p.active != set_id:
        p = ActivePointer(active=set_id, previous=[*p.previous, p.active], changed_at=_now(),
                          log=[*p.log, {"at": _now(), "from": p.active, "to": set_id, "how": how}])
        _write_json(r / ACTIVE_FILE, p.model_dump(mode="json"))
    return p


def rollback(root: Path | str) -> ActivePointer:
    """Return to the set active before the current one."""
    r = Path(root)
    p = read_pointer(r)
    if p is None or not p.previous:
        raise CalibrationVersionError(f"nothing to roll back to in {r}: no earlier calibrator version was active "
                                      "(`tinyrag calibration list`)")
    back = p.previous[-1]
    load_set(r, back)
    p = ActivePointer(active=back, previous=p.previous[:-1], changed_at=_now(),
                      log=[*p.log, {"at": _now(), "from": p.active, "to": back, "how": "rollback"}])
    _write_json(r / ACTIVE_FILE, p.model_dump(mode="json"))
    return p


JOINT_RISK_FILE = "joint_risk.json"
"""The joint risk control over the criteria: in each calibrator set's folder (``sets/sNNNN``); a
store without sets keeps it at its root."""


def save_versioned(path: Path, result: Any, versions: dict[str, str]) -> Path:
    """Write a pydantic ``result`` fitted for these calibrator versions (criterion -> version),
    atomically (a temporary file, then replace): the joint risk control, the cascade."""
    import json

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"versions": versions, "result": result.model_dump(mode="json")}, indent=2))
    tmp.replace(path)
    return path


def load_versioned(path: Path, model: Any, versions: dict[str, str]) -> Any:
    """The ``model`` saved at ``path`` when it was fitted for exactly these calibrator versions,
    else None (absent, unreadable or for other versions: it must be fitted again)."""
    import json

    path = Path(path)
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text())
        if data.get("versions") != versions:
            return None
        return model.model_validate(data["result"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def save_joint_risk(root: Path, risk: Any, versions: dict[str, str]) -> Path:
    """Write the joint risk control with the calibrator versions it holds for."""
    return save_versioned(Path(root) / JOINT_RISK_FILE, risk, versions)


def load_joint_risk(root: Path, versions: dict[str, str]) -> Any:
    """The saved joint risk control when it was computed for exactly these calibrator versions
    (criterion -> version), else None."""
    from ..calibration.risk import RiskControlResult

    return load_versioned(Path(root) / JOINT_RISK_FILE, RiskControlResult, versions)
