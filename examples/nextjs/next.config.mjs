/** @type {import('next').NextConfig} */
const nextConfig = {
  // Emotion's styles are collected during server rendering by app/EmotionRegistry.tsx.
  compiler: { emotion: true },
};

export default nextConfig;
