"""HCAT validation toolkit: stratified test generation (:mod:`.testgen`), one query through the
pipeline with nothing stored (:mod:`.pipeline`), robustness under query and context perturbations
(:mod:`.robustness`) and weakness maps (:mod:`.weakness`); risk and safety metrics live in
:mod:`tinyrag_eval.metrics.safety`."""
