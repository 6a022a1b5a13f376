"""Generators of training data for the offline models (synthetic pairs from real filings)."""
