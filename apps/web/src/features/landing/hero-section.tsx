import { ArrowRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-variants.ts';
import { cn } from '../../components/ui/cn.ts';
import { hero, impact } from '../../content/landing.ts';
import heroStill from './assets/hero-still.svg';
import { useHeroVideo } from './use-hero-video.ts';

function HeroBackground() {
  const video = useHeroVideo(hero.videos, { intervalMs: hero.videoIntervalMs, fadeMs: hero.videoFadeMs });
  return (
    <div className="absolute inset-0 -z-10 overflow-hidden bg-brand-900" aria-hidden="true">
      {/* The still is always painted first; the video fades in over it only once it actually plays. */}
      <img
        src={heroStill}
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover object-[72%_50%] xl:object-center"
      />
      {video.enabled && (
        <video
          key={video.src}
          src={video.src}
          muted
          playsInline
          autoPlay
          loop
          preload="none"
          disablePictureInPicture
          tabIndex={-1}
          onPlaying={video.onPlaying}
          onError={video.onError}
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity duration-1000',
            video.visible ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
      {/* Darkens the picture so white text keeps its contrast whatever frame is showing. */}
      <div className="absolute inset-0 bg-brand-950/70 xl:bg-transparent xl:bg-linear-to-r xl:from-brand-950/90 xl:from-45% xl:via-brand-950/70 xl:via-65% xl:to-brand-950/15" />
      <div className="absolute inset-x-0 bottom-0 h-1/3 bg-linear-to-t from-brand-950/80 to-transparent" />
    </div>
  );
}

export function HeroSection() {
  return (
    <section
      id="home"
      className="relative isolate flex min-h-[100svh] flex-col justify-center pt-24 pb-10 text-white"
    >
      <HeroBackground />
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground">
            <Package className="size-4" aria-hidden="true" />
            {hero.badge}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero.headline}
          </h1>
          <p className="mt-4 text-xl font-semibold text-accent-200 sm:text-2xl">{hero.tagline}</p>
          <p className="mt-4 max-w-2xl text-base text-gray-100 sm:text-lg">{hero.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={hero.primaryCta.to} className={buttonClasses('secondary', 'lg')}>
              {hero.primaryCta.label}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <a href={hero.secondaryCta.href} className={buttonClasses('outline-inverse', 'lg')}>
              {hero.secondaryCta.label}
            </a>
          </div>
        </div>

        <dl className="mt-14 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {impact.map((item) => (
            <div
              key={item.label}
              className="flex flex-col rounded-xl border border-white/20 bg-brand-950/60 p-4 text-center backdrop-blur-sm"
            >
              <dt className="text-sm font-medium text-gray-100">{item.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-accent-300 sm:text-4xl">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
