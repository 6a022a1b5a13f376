"""tinyrag-eval: measure, verify and act on RAG-generated financial memos."""

from pathlib import Path as _Path

__version__ = "0.1.0"

_here = _Path(__file__).resolve().parent
if not (_here / "workflows").is_dir() and (_here.parent / "workflows").is_dir():
    # Source checkout (editable install). The design card keeps agents/, judges/, workflows/ and
    # prompts/ at the top level; they carry no __init__.py so that a checkout on sys.path never
    # shadows other distributions' top-level packages (llama-index-workflows installs
    # `workflows`). They become tinyrag_eval.agents etc. through this package's search path;
    # a built wheel copies them inside the package instead.
    __path__.append(str(_here.parent))


def bundled_embedding(settings=None):
    """The embedding model tinyrag's index uses (``models.embedding``: the bundled all-MiniLM-L6-v2
    by default) as a LlamaIndex ``BaseEmbedding`` (:class:`tinyrag_eval.embedding.SharedEmbedding`),
    for a team's own index: ``VectorStoreIndex(nodes, embed_model=bundled_embedding())``. It shares
    the one loaded copy of the model with tinyrag (loaded on first use); vectors are L2-normalised."""
    from .embedding import SharedEmbedding

    return SharedEmbedding(settings)
