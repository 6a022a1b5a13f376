"""The project's own errors share one root (TinyragError) and keep their historical second base."""

import pytest
from tinyrag_eval.judges.budget import PromptTooLongError

from tinyrag_eval.corpus import UnreadableFileError
from tinyrag_eval.errors import TinyragError
from tinyrag_eval.export import ExportError
from tinyrag_eval.generation import GenerationError
from tinyrag_eval.index import VectorIndexError
from tinyrag_eval.metrics.retrieval import RetrievalInputError
from tinyrag_eval.metrics.safety import SafetyModelError
from tinyrag_eval.models import ModelNotFoundError
from tinyrag_eval.prompting import PromptNotFoundError
from tinyrag_eval.validation.runner import ValidationInputError
from tinyrag_eval.validation.weakness import WeaknessInputError


@pytest.mark.parametrize(("error", "second_base"), [
    (UnreadableFileError, ValueError), (ExportError, ValueError), (GenerationError, RuntimeError),
    (VectorIndexError, RuntimeError), (PromptTooLongError, ValueError), (RetrievalInputError, ValueError),
    (SafetyModelError, RuntimeError), (ModelNotFoundError, RuntimeError), (PromptNotFoundError, FileNotFoundError),
    (ValidationInputError, ValueError), (WeaknessInputError, ValueError),
])
def test_domain_errors_share_the_root_and_keep_their_base(error, second_base):
    assert issubclass(error, TinyragError) and issubclass(error, second_base)
