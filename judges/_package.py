"""LLM judges: rubric judge, pairwise judge with position swap, structured-output parsing.

Installed as ``tinyrag_eval.judges``."""
