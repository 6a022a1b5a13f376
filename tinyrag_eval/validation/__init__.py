"""HCAT validation toolkit: stratified test generation (:mod:`.testgen`) and weakness maps
(:mod:`.weakness`); risk and safety metrics live in :mod:`tinyrag_eval.metrics.safety`."""
