"""LlamaIndex Workflows: the memo workflow and human-in-the-loop pause/resume.

Installed as ``tinyrag_eval.workflows``."""
