"""The root of tinyrag-eval's own errors: the CLI and the web app map it to one clear message."""


class TinyragError(Exception):
    """An error the user can act on: bad input, a missing model or index, a misconfiguration."""
