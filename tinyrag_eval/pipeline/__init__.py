"""The memo pipeline's middle layer: the step functions (:mod:`.steps`) and the services they
run on (:mod:`.services`). Both drivers call them: the LlamaIndex Workflow in
``tinyrag_eval.workflows`` (which records each result in the store) and the validation pipeline
(one attempt, nothing stored). Nothing here imports from ``workflows``."""
