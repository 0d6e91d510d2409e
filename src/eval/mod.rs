//! Datasets and metrics of the paper (TSR, OSR, FSR, WSR, ASR, FPS, ESR).
