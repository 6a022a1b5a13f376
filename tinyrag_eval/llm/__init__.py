"""The LLM layer: one cached client, its backends and its accounting.

* :mod:`.client` -- :class:`~.client.CachedLLM`, the one cached, retried, counted client under the
  generator, the judges and the agent;
* :mod:`.backends` -- what each backend declares it supports (log-probabilities, JSON mode,
  structured output, prices) and the registry of backends by spec prefix (``openai:gpt-4o-mini``);
* :mod:`.local` -- the bundled/local transformers model as a LlamaIndex LLM;
* :mod:`.limiter`, :mod:`.usage`, :mod:`.budget`, :mod:`.output` -- adaptive concurrency for remote
  calls, token and cost accounting, ``--max-cost`` budgets and dry runs, tolerant JSON reading.

Importing this package is cheap (no LlamaIndex, no torch); import the submodule you need.
"""
