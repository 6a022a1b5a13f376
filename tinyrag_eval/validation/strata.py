"""Strata of a corpus and stratified sampling (HCAT §2, steps 2-4 of :mod:`.testgen`): reduce
the chunk vectors (PCA, UMAP or none), cluster them into strata labelled by class-based TF-IDF,
allocate tests to strata and sample chunks, and compare stratum coverage with uniform sampling."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Literal

import numpy as np
from pydantic import BaseModel, Field

from ..errors import TinyragError

Sampling = Literal["proportional", "equal", "weighted"]


class TestgenError(TinyragError, ValueError):
    """Input that test generation cannot work with (empty index, bad parameters)."""


# ---------------------------------------------------------------------------------------------
# strata


class Stratum(BaseModel):
    id: int
    size: int
    keywords: list[str]
    label: str


class Strata(BaseModel):
    labels: list[int] = Field(description="stratum id of each chunk (row order of the vectors)")
    strata: list[Stratum]
    reducer: str
    clusterer: str
    k_chosen_by: str = Field(description="'given', 'silhouette' or the density clusterer's own count")
    silhouette: float | None = None
    outliers_reassigned: int = 0
    notes: list[str] = Field(default_factory=list)


def reduce_vectors(vectors: np.ndarray, method: str = "pca", dim: int = 16, seed: int = 13) -> np.ndarray:
    """``(n, d)`` -> ``(n, min(dim, d, n - 1))`` by PCA / UMAP; ``"none"`` returns the input."""
    x = np.asarray(vectors, dtype=np.float64)
    if x.ndim != 2 or len(x) == 0:
        raise TestgenError(f"expected a non-empty (n, d) array of vectors, got shape {x.shape}")
    if not np.isfinite(x).all():
        raise TestgenError("chunk vectors contain NaN or infinite values")
    target = min(dim, x.shape[1], max(1, len(x) - 1))
    if method == "none" or len(x) < 3 or target >= x.shape[1]:
        return x
    if method == "pca":
        from sklearn.decomposition import PCA

        return PCA(n_components=target, svd_solver="full", random_state=seed).fit_transform(x)
    if method == "umap":
        try:
            import umap  # type: ignore[import-not-found]
        except ImportError:
            raise TestgenError("validation.reducer = 'umap' needs the umap-learn package "
                               "(pip install umap-learn), or use 'pca'") from None
        n_neighbors = max(2, min(15, len(x) - 1))
        return umap.UMAP(n_components=min(target, len(x) - 2), n_neighbors=n_neighbors, random_state=seed,
                         metric="cosine").fit_transform(x)
    raise TestgenError(f"unknown reducer {method!r} (pca, umap or none)")


def _relabel_by_size(labels: np.ndarray) -> np.ndarray:
    """Cluster ids 0..K-1 by decreasing size (ties: smallest first member), so ids are stable."""
    uniq = [u for u in np.unique(labels) if u >= 0]
    order = sorted(uniq, key=lambda u: (-int((labels == u).sum()), int(np.flatnonzero(labels == u)[0])))
    mapping = {u: i for i, u in enumerate(order)}
    return np.array([mapping.get(int(v), -1) for v in labels], dtype=int)


def _kmeans(x: np.ndarray, k: int, seed: int) -> np.ndarray:
    from sklearn.cluster import KMeans

    return KMeans(n_clusters=k, n_init=4, random_state=seed).fit_predict(x)


def _choose_k(x: np.ndarray, seed: int, k_max: int = 12) -> tuple[int, float | None]:
    from sklearn.metrics import silhouette_score

    best: tuple[int, float | None] = (1, None)
    upper = min(k_max, len(x) - 1)
    for k in range(2, upper + 1):
        labels = _kmeans(x, k, seed)
        if len(np.unique(labels)) < 2:
            continue
        score = float(silhouette_score(x, labels, sample_size=min(len(x), 2000), random_state=seed))
        if best[1] is None or score > best[1] + 1e-12:
            best = (k, score)
    return best


def _reassign_outliers(x: np.ndarray, labels: np.ndarray) -> tuple[np.ndarray, int]:
    noise = labels < 0
    if not noise.any():
        return labels, 0
    ids = np.unique(labels[~noise])
    centroids = np.stack([x[labels == c].mean(axis=0) for c in ids])
    dist = ((x[noise][:, None, :] - centroids[None]) ** 2).sum(axis=2)
    out = labels.copy()
    out[noise] = ids[dist.argmin(axis=1)]
    return out, int(noise.sum())


def build_strata(
    vectors: np.ndarray, texts: Sequence[str], *, k: int | None = None, reducer: str = "pca",
    reduced_dim: int = 16, clusterer: str = "kmeans", seed: int = 13,
) -> Strata:
    """Strata of a corpus from its chunk vectors (rows aligned with ``texts``)."""
    if len(vectors) != len(texts):
        raise TestgenError(f"{len(vectors)} vectors but {len(texts)} texts")
    if len(texts) == 0:
        raise TestgenError("no chunks: the index is empty (run `tinyrag ingest` first)")
    if k is not None and k < 1:
        raise TestgenError(f"strata must be >= 1, got {k}")
    x = reduce_vectors(vectors, reducer, reduced_dim, seed)
    notes: list[str] = []
    silhouette = None
    reassigned = 0
    n = len(x)
    if n < 3:
        labels, chosen_by = np.zeros(n, dtype=int), "corpus too small to cluster"
        notes.append(f"{n} chunk(s): one stratum")
    elif clusterer == "kmeans":
        if k is None:
            k, silhouette = _choose_k(x, seed)
            chosen_by = "silhouette"
        else:
            chosen_by = "given"
            if k > n:
                notes.append(f"strata {k} > chunks {n}: using {n}")
                k = n
        labels = _kmeans(x, k, seed) if k > 1 else np.zeros(n, dtype=int)
    elif clusterer in ("hdbscan", "dbscan"):
        from sklearn.cluster import DBSCAN, HDBSCAN
        from sklearn.neighbors import NearestNeighbors

        min_size = max(2, n // (k or 10))
        if clusterer == "hdbscan":
            raw = HDBSCAN(min_cluster_size=min_size, copy=True).fit_predict(x)
        else:
            nn = NearestNeighbors(n_neighbors=min(min_size, n - 1) + 1).fit(x)
            eps = float(np.median(nn.kneighbors(x)[0][:, -1]))
            raw = DBSCAN(eps=max(eps, 1e-9), min_samples=min_size).fit_predict(x)
        chosen_by = f"{clusterer} (min cluster size {min_size})"
        if (raw < 0).all():
            notes.append(f"{clusterer} labelled every chunk as noise; fell back to k-means")
            k = k or min(8, n)
            labels, chosen_by = _kmeans(x, k, seed), "k-means fallback"
        else:
            labels, reassigned = _reassign_outliers(x, raw)
    else:
        raise TestgenError(f"unknown clusterer {clusterer!r} (kmeans, hdbscan or dbscan)")
    labels = _relabel_by_size(np.asarray(labels))
    keywords = ctfidf_keywords(texts, labels)
    strata = [Stratum(id=h, size=int((labels == h).sum()), keywords=keywords.get(h, []),
                      label=", ".join(keywords.get(h, [])[:3]) or f"stratum {h}")
              for h in range(int(labels.max()) + 1)]
    return Strata(labels=labels.tolist(), strata=strata, reducer=reducer, clusterer=clusterer, k_chosen_by=chosen_by,
                  silhouette=silhouette, outliers_reassigned=reassigned, notes=notes)


_TOKEN = r"(?u)\b[^\W\d_][^\W\d_'\-]{2,}\b"  # words of 3+ letters: no figures, no single letters


def ctfidf_keywords(texts: Sequence[str], labels: Sequence[int], top_n: int = 6) -> dict[int, list[str]]:
    """Class-based TF-IDF (BERTopic): each class is the concatenation of its texts;
    ``W[t, c] = tf[t, c] / |c| * log(1 + A / f[t])`` with ``A`` the mean word count per class and
    ``f[t]`` the frequency of term t over all classes. Returns the ``top_n`` terms per class."""
    from sklearn.feature_extraction.text import CountVectorizer

    labels = np.asarray(labels)
    classes = sorted(int(c) for c in np.unique(labels) if c >= 0)
    docs = [" ".join(t for t, lab in zip(texts, labels, strict=True) if lab == c) for c in classes]
    if not any(d.strip() for d in docs):
        return {c: [] for c in classes}
    try:
        counts = CountVectorizer(stop_words="english", token_pattern=_TOKEN, lowercase=True).fit(docs)
    except ValueError:  # only stop words
        return {c: [] for c in classes}
    x = counts.transform(docs).toarray().astype(np.float64)
    words_per_class = x.sum(axis=1, keepdims=True)
    tf = np.divide(x, words_per_class, out=np.zeros_like(x), where=words_per_class > 0)
    avg = x.sum() / len(classes)
    idf = np.log(1.0 + avg / np.maximum(x.sum(axis=0), 1.0))
    w = tf * idf
    vocab = counts.get_feature_names_out()
    out: dict[int, list[str]] = {}
    for row, c in enumerate(classes):
        order = np.lexsort((vocab, -w[row]))  # by weight, ties alphabetical
        out[c] = [str(vocab[i]) for i in order[:top_n] if w[row, i] > 0]
    return out


# ---------------------------------------------------------------------------------------------
# sampling


def allocate(sizes: Sequence[int], n: int, mode: Sampling = "proportional",
             mass: Sequence[float] | None = None) -> list[int]:
    """Tests per stratum: at least one each when ``n >= len(sizes)``, then by largest deficit
    against the target share (proportional to size, equal, or proportional to ``mass``), never
    more than a stratum holds."""
    sizes_a = np.asarray(sizes, dtype=int)
    k = len(sizes_a)
    if k == 0 or (sizes_a <= 0).any():
        raise TestgenError("every stratum needs at least one chunk")
    if n < 0 or n > sizes_a.sum():
        raise TestgenError(f"cannot sample {n} of {int(sizes_a.sum())} chunks")
    if mode == "proportional":
        target = n * sizes_a / sizes_a.sum()
    elif mode == "equal":
        target = np.full(k, n / k)
    elif mode == "weighted":
        m = np.asarray(mass if mass is not None else sizes_a, dtype=float)
        if len(m) != k or (m < 0).any() or m.sum() <= 0:
            raise TestgenError("weighted allocation needs one non-negative mass per stratum, not all zero")
        target = n * m / m.sum()
    else:
        raise TestgenError(f"unknown sampling {mode!r} (proportional, equal or weighted)")
    alloc = np.zeros(k, dtype=int)
    if n >= k:
        alloc[:] = 1
    for _ in range(n - int(alloc.sum())):
        open_ = alloc < sizes_a
        # largest deficit; ties go to the stratum with fewer tests so far, then the lower id
        deficit = np.where(open_, target - alloc - 1e-9 * alloc, -np.inf)
        alloc[int(np.argmax(deficit))] += 1
    return alloc.tolist()


def stratified_sample(labels: Sequence[int], n: int, mode: Sampling = "proportional", seed: int = 13,
                      importance: Sequence[float] | None = None) -> list[int]:
    """Indices of ``n`` chunks, drawn without replacement inside each stratum (with probability
    proportional to ``importance`` when ``mode="weighted"``); ordered by stratum, then index."""
    lab = np.asarray(labels, dtype=int)
    if lab.size == 0:
        raise TestgenError("no chunks to sample")
    ids = sorted(int(h) for h in np.unique(lab))
    members = [np.flatnonzero(lab == h) for h in ids]
    imp = np.asarray(importance if importance is not None else np.ones(lab.size), dtype=float)
    if imp.shape != lab.shape or (imp <= 0).any():
        raise TestgenError("importance needs one positive value per chunk")
    mass = [float(imp[m].sum()) for m in members]
    alloc = allocate([len(m) for m in members], n, mode, mass)
    rng = np.random.default_rng(seed)
    out: list[int] = []
    for m, a in zip(members, alloc, strict=True):
        if a == 0:
            continue
        p = imp[m] / imp[m].sum() if mode == "weighted" else None
        out.extend(sorted(int(i) for i in rng.choice(m, size=a, replace=False, p=p)))
    return out


def uniform_sample(n_items: int, n: int, seed: int) -> list[int]:
    """``n`` of ``n_items`` indices uniformly at random without replacement (the baseline)."""
    return sorted(int(i) for i in np.random.default_rng(seed).choice(n_items, size=n, replace=False))


def coverage_comparison(labels: Sequence[int], n: int, mode: Sampling = "proportional", seed: int = 13,
                        seeds: int = 20, importance: Sequence[float] | None = None) -> dict[str, Any]:
    """Strata covered by stratified vs uniform samples of the same ``n``, over ``seeds`` seeds
    (seed, seed+1, ...), plus the exact expectation for uniform sampling (hypergeometric)."""
    lab = np.asarray(labels, dtype=int)
    k = int(lab.max()) + 1
    sizes = np.bincount(lab, minlength=k)
    strat, unif = [], []
    for s in range(seed, seed + seeds):
        strat.append(len({int(lab[i]) for i in stratified_sample(lab, n, mode, s, importance)}))
        unif.append(len({int(lab[i]) for i in uniform_sample(len(lab), n, s)}))
    total = math.comb(len(lab), n)
    miss = [math.comb(len(lab) - int(sz), n) / total for sz in sizes]
    return {
        "n": n, "strata": k, "seeds": seeds, "sampling": mode,
        "stratified_mean": float(np.mean(strat)), "stratified_min": int(min(strat)),
        "stratified_full_share": float(np.mean([c == k for c in strat])),
        "uniform_mean": float(np.mean(unif)), "uniform_min": int(min(unif)),
        "uniform_full_share": float(np.mean([c == k for c in unif])),
        "uniform_expected": round(float(sum(1 - p for p in miss)), 4),
        "per_stratum": [{"stratum": h, "size": int(sizes[h]),
                         "uniform_miss_probability": round(miss[h], 4),
                         "uniform_expected_tests": round(n * int(sizes[h]) / len(lab), 3)} for h in range(k)],
    }
