"""The robustness perturbation kinds by name, apart from their implementation
(:mod:`.robustness`), so that the CLI can list and check them without importing it."""

PERTURBATIONS: tuple[str, ...] = ("typo", "char_noise", "grammar", "colloquial", "misleading_premise",
                                  "contradictory_context", "planted_instruction", "out_of_distribution")
CONTEXT_KINDS = frozenset({"contradictory_context", "planted_instruction"})
"""The kinds that change the retrieved context rather than the query."""
