} // namespace {{NAMESPACE}}
