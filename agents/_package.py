"""Decision agent: policy over calibrated conformal outputs (finalize / regenerate / escalate).

Installed as ``tinyrag_eval.agents``."""
